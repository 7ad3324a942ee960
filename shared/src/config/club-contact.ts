// Whom a member writes to about a booking the site cannot change itself (a cancellation after the
// deadline, a payment taken at the desk). The club's enquiry mailbox, the one its contact page
// shows (shell/src/config/contacts.ts ENQUIRY_EMAIL); remotes cannot import the shell, so it lives here.
export const CLUB_CONTACT_EMAIL = 'info@youthgolf.hk';
