/**
 * The privacy notice's version (the Personal Information Collection Statement at /privacy). The
 * page shows it and sign-up records it with the consent: change it whenever the notice's text
 * changes (decision 94). One place, read by the page, the sign-up form and the API; a module of
 * its own so the pages that show it carry no schema code.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11';
