-- Passwords set under the old 6-character rule still sign in (issue 36 point 5), but the account is
-- asked to choose a new one: true once a sign-in shows the password fails today's rule (8
-- characters, not a common one); false again as soon as any new password is set.
ALTER TABLE users ADD COLUMN password_change_asked boolean NOT NULL DEFAULT false;
