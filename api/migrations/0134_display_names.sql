-- The name a member chooses to be shown by in the forum (issue 40 point 2, DESIGN §11); NULL: the
-- default derived from the full name (contract/src/display-name.ts: 陳○文, "Tai Man C.").
ALTER TABLE users ADD COLUMN display_name text;
