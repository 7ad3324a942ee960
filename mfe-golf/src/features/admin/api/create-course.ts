import { apiPost } from '@golf/shared/api/client';
import type { Course, CourseInput } from '@golf/contract/golf';

/** POST /admin/golf/courses → the course as saved. */
export async function createCourse(course: CourseInput): Promise<Course> {
  return (await apiPost<{ course: Course }>('admin/golf/courses', course)).course;
}
