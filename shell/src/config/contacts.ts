// The club's public mailboxes, in one place so every page and test agree.
export const SUPPORT_EMAIL = 'support@youthgolf.hk';
export const ENQUIRY_EMAIL = 'info@youthgolf.hk';
