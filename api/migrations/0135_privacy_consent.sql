-- Consent to the privacy notice at sign-up (issue 40 point 1, DESIGN §11, decision 94): the
-- version of the notice the member agreed to and when; NULL for accounts made before it was asked
-- (admins read "not recorded"). Direct marketing is a separate opt-in, off unless chosen, with the
-- time of the last change (given or withdrawn).
ALTER TABLE users ADD COLUMN privacy_notice_version text;
ALTER TABLE users ADD COLUMN privacy_consented_at timestamptz;
ALTER TABLE users ADD COLUMN marketing_consent boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN marketing_consent_at timestamptz;
