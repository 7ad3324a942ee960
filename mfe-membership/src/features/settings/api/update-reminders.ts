import { apiPut } from '@golf/shared/api/client';

/** PUT /cms/profile/me/reminders {enabled}: reminder emails (events, membership expiry) on or off. */
export async function updateReminders(enabled: boolean): Promise<boolean> {
  const { remindersEnabled } = await apiPut<{ remindersEnabled: boolean }>('cms/profile/me/reminders', { enabled });
  return remindersEnabled;
}
