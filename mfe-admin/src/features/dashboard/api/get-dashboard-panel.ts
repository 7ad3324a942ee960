import type { DashboardPanel, DashboardPanels, DashboardPeriod } from '@golf/contract/dashboard';
import { apiGet } from '@golf/shared/api/client';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /admin/dashboard/{panel}?period=…: one panel's figures, computed by the database. */
export async function getDashboardPanel<P extends DashboardPanel>(panel: P, period: DashboardPeriod, signal?: AbortSignal): Promise<DashboardPanels[P]> {
  return apiGet<DashboardPanels[P]>(`admin/dashboard/${panel}`, { period }, { signal });
}

export const dashboardPanelQuery = <P extends DashboardPanel>(panel: P, period: DashboardPeriod) =>
  queryOptions({ queryKey: ['admin', 'dashboard', panel, period], queryFn: ({ signal }) => getDashboardPanel(panel, period, signal), keepPreviousData: true });

export const useDashboardPanel = <P extends DashboardPanel>(panel: P, period: DashboardPeriod) => useQuery(dashboardPanelQuery(panel, period));
