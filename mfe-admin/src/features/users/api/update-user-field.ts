import { apiPut } from '@golf/shared/api/client';
import type { AdminUser } from '@golf/contract/profile';
import type { EditableUserField } from '../types';

/** PUT /admin/user/update/{id}: one field per call (spec 02 §7); answers the updated user. */
export async function updateUserField(userId: string, field: EditableUserField, value: unknown): Promise<AdminUser> {
  const body = await apiPut<{ user: AdminUser }>(`admin/user/update/${encodeURIComponent(userId)}`, {
    updateType: 'SingleField',
    field,
    value,
  });
  return body.user;
}
