// react-i18next's <Trans>, for the few texts with markup inside. Kept apart from the
// `react-i18next` facade (./react-i18next.ts) so its HTML parser loads only with the pages that
// use it.
export { Trans } from 'react-i18next';
