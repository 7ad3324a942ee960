import type { DashboardPanel, DashboardPeriod } from '@golf/contract/dashboard';
import { downloadFile } from '@golf/shared/api/download-file';

/** GET /admin/dashboard/{panel}?period=…&format=csv, saved by the browser (columns in the page's language). */
export function downloadDashboardCsv(panel: DashboardPanel, period: DashboardPeriod): Promise<string> {
  return downloadFile(`admin/dashboard/${panel}?period=${period}&format=csv`, `dashboard-${panel}.csv`);
}
