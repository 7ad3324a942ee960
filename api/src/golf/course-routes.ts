import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, idParams } from '../core/schemas.js';
import { findCourse, listCourses } from './courses.js';
import { courseSchema } from './schemas.js';

/** Courses and tees for everyone: the golf pages' course list and a round's tee choice. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ext/golf/courses',
    {
      schema: {
        tags: ['golf'],
        summary: 'Every course with its tees, par, stroke index and ratings',
        response: { 200: z.object({ status: z.literal('ok'), courses: z.array(courseSchema) }), ...errors },
      },
    },
    async () => ({ status: 'ok' as const, courses: await listCourses(app.db) }),
  );

  app.get(
    '/ext/golf/courses/:id',
    {
      schema: {
        tags: ['golf'],
        summary: 'One course with its tees; 404 when there is none',
        params: idParams,
        response: { 200: z.object({ status: z.literal('ok'), course: courseSchema }), ...errors },
      },
    },
    async (request) => ({ status: 'ok' as const, course: await findCourse(app.db, request.params.id) }),
  );
};
