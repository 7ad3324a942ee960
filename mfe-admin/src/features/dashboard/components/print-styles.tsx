import { DASHBOARD_PANELS } from '@golf/contract/dashboard';

/** Set on <body> while one panel prints: its value is the panel's name. */
export const PRINTING_ATTRIBUTE = 'data-printing-panel';

// Printing one panel hides the rest of the page (the site's frame, the sidebar, the other
// panels and the buttons); on paper each panel's table is shown under its chart. The table next to
// a chart on screen is visually hidden, not display:none, so screen readers read it.
const CSS = `
[data-figures-table="hidden"] {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@media print {
  [data-figures-table] { position: static !important; width: auto; height: auto; margin: 1rem 0 0; overflow: visible; clip: auto; white-space: normal; }
  [data-print-hide] { display: none !important; }
  body[${PRINTING_ATTRIBUTE}] * { visibility: hidden; }
${DASHBOARD_PANELS.map((panel) => {
  const printed = `body[${PRINTING_ATTRIBUTE}="${panel}"] [data-dashboard-panel="${panel}"]`;
  return `  ${printed}, ${printed} * { visibility: visible; }\n  ${printed} { position: absolute; inset: 0 auto auto 0; width: 100%; border: none; }`;
}).join('\n')}
}
`;

/** The dashboard's print and visually-hidden rules, once on the page. */
export function DashboardStyles() {
  return <style>{CSS}</style>;
}
