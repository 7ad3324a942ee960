import { courseInputSchema } from '@golf/contract/golf';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errors, idParams, okResponse } from '../core/schemas.js';
import { createCourse, deleteCourse, findCourse, updateCourse } from './courses.js';
import { courseSchema } from './schemas.js';

const courseResponse = z.object({ status: z.literal('ok'), course: courseSchema });

/** The admin's courses and tees: add, correct (the whole course at once) and delete. */
export const courseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/golf/courses',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin', 'golf'], security: [{ bearer: [] }], summary: 'Add a course with its tees', body: courseInputSchema, response: { 200: courseResponse, ...errors } },
    },
    async (request) => ({ status: 'ok' as const, course: await findCourse(app.db, await createCourse(app.db, request.body)) }),
  );

  app.put(
    '/admin/golf/courses/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin', 'golf'],
        security: [{ bearer: [] }],
        summary: 'Correct a course and its tees (the whole form); a tee left out is removed unless rounds were played from it (409)',
        params: idParams,
        body: courseInputSchema,
        response: { 200: courseResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      await updateCourse(app.db, request.params.id, request.body);
      return { status: 'ok' as const, course: await findCourse(app.db, request.params.id) };
    },
  );

  app.delete(
    '/admin/golf/courses/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin', 'golf'],
        security: [{ bearer: [] }],
        summary: 'Delete a course nobody has played (409 otherwise)',
        params: idParams,
        response: { 200: okResponse, 409: errorResponse, ...errors },
      },
    },
    async (request) => {
      await deleteCourse(app.db, request.params.id);
      return { status: 'ok' as const };
    },
  );
};
