import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import { teamListResponse, teamMemberInput, teamMemberSchema, teamMemberUpdateInput } from '@domain/schemas/team';
import { adminActor } from '../audit/admin-actor';
import type { TeamService } from './team.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Team Management (back-office spec §2, §5, §7). */
export const teamAdminRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/team', { schema: { tags, summary: 'Team members in display order', response: { 200: teamListResponse, ...errors } } }, async () => team.list());

  app.post(
    '/api/admin/team',
    {
      schema: {
        tags,
        summary: 'Add a team member (name and position required; order index 0 puts it last)',
        body: teamMemberInput,
        response: { 201: teamMemberSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await team.create(await adminActor(request), request.body)),
  );

  app.put(
    '/api/admin/team/:id',
    {
      schema: {
        tags,
        summary: 'Edit a team member from the version the card loaded (409 when stale)',
        params: idParams,
        body: teamMemberUpdateInput,
        response: { 200: teamMemberSchema, ...errors },
      },
    },
    async (request) => team.update(await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/team/:id',
    { schema: { tags, summary: 'Delete a team member at once (spec §5)', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await team.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
