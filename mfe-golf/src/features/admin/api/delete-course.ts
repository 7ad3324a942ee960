import { apiDelete } from '@golf/shared/api/client';

/** DELETE /admin/golf/courses/{id}. */
export async function deleteCourse(id: string): Promise<void> {
  await apiDelete(`admin/golf/courses/${encodeURIComponent(id)}`);
}
