import { downloadFile } from '@golf/shared/api/download-file';

/** GET /cms/privacy/exports/:id/archive: the ready archive (zip), saved by the browser; its owner only. */
export function downloadExport(exportId: string): Promise<string> {
  return downloadFile(`cms/privacy/exports/${encodeURIComponent(exportId)}/archive`, 'golf-club-data.zip');
}
