import { ApiError, apiGet } from '@golf/shared/api/client';
import type { Course } from '@golf/contract/golf';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /ext/golf/courses/{id} → one course, or null when there is none (404). */
export async function getCourse(id: string, signal?: AbortSignal): Promise<Course | null> {
  try {
    return (await apiGet<{ course: Course }>(`ext/golf/courses/${encodeURIComponent(id)}`, undefined, { signal })).course;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  }
}

export const courseQuery = (id: string) => queryOptions({ queryKey: ['golf', 'courses', id], queryFn: ({ signal }) => getCourse(id, signal) });

export const useCourse = (id: string) => useQuery(courseQuery(id));
