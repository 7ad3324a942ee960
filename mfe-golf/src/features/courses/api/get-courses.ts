import { apiGet } from '@golf/shared/api/client';
import type { Course } from '@golf/contract/golf';
import { queryOptions, useQuery } from '@golf/shared/hooks/use-query';

/** GET /ext/golf/courses → every course with its tees and ratings. */
export async function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return (await apiGet<{ courses: Course[] }>('ext/golf/courses', undefined, { signal })).courses;
}

export const coursesQuery = () => queryOptions({ queryKey: ['golf', 'courses'], queryFn: ({ signal }) => getCourses(signal), staleTime: 60_000 });

export const useCourses = () => useQuery(coursesQuery());
