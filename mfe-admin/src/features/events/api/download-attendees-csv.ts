import { downloadFile } from '@golf/shared/api/download-file';

/** GET /admin/event/{eventId}/enrollments.csv, saved by the browser (columns in the page's language). */
export function downloadAttendeesCsv(eventId: string): Promise<string> {
  return downloadFile(`admin/event/${encodeURIComponent(eventId)}/enrollments.csv`, 'attendees.csv');
}
