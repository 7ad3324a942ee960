import { apiDelete } from '@golf/shared/api/client';

/** DELETE /cms/event/delete/{id} (admin); refused (409) once someone has paid. */
export async function deleteEvent(eventId: string): Promise<void> {
  await apiDelete(`cms/event/delete/${encodeURIComponent(eventId)}`);
}
