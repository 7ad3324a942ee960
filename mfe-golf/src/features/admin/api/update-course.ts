import { apiPut } from '@golf/shared/api/client';
import type { Course, CourseInput } from '@golf/contract/golf';

/** PUT /admin/golf/courses/{id}: the whole course → as saved. */
export async function updateCourse(id: string, course: CourseInput): Promise<Course> {
  return (await apiPut<{ course: Course }>(`admin/golf/courses/${encodeURIComponent(id)}`, course)).course;
}
