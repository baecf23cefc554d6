import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@domain/schemas/admin';
import { adminBlogListQuery, adminBlogListResponse, adminBlogPostSchema, blogPostInput, blogPostUpdateInput } from '@domain/schemas/blog';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminActor } from '../audit/admin-actor';
import type { BlogAdminService } from './blog.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Blog post management (back-office spec §2, §5); the admin guard has already refused anyone but an admin. */
export const blogAdminRoutes: FastifyPluginAsyncZod<{ blog: BlogAdminService }> = async (app, { blog }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/blog',
    {
      schema: {
        tags: ['admin'],
        summary: 'Blog posts, newest first; search on title, slug or excerpt; filter published or draft',
        querystring: adminBlogListQuery,
        response: { 200: adminBlogListResponse, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => blog.list(request.query),
  );

  app.get(
    '/api/admin/blog/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One blog post (body sanitised)',
        params: idParams,
        response: { 200: adminBlogPostSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request) => blog.get(request.params.id),
  );

  app.post(
    '/api/admin/blog',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a post (HTML sanitised; empty slug made from the title and numbered when taken; a typed slug in use is 409)',
        body: blogPostInput,
        response: { 201: adminBlogPostSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => reply.code(201).send(await blog.create(await adminActor(request), request.body)),
  );

  app.put(
    '/api/admin/blog/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a post from the version the form loaded (409 when someone saved it since, or when the slug is taken)',
        params: idParams,
        body: blogPostUpdateInput,
        response: { 200: adminBlogPostSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => blog.update(await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/blog/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a post at once (back-office spec §9)',
        params: idParams,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await blog.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
