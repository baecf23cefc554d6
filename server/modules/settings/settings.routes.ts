import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsResponse } from '@domain/schemas/settings';
import { sendSnapshot } from '../../lib/cached-json';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Public site settings (branding, contact details, free-shipping threshold)',
        response: { 200: publicSettingsResponse },
      },
    },
    async (request, reply) => sendSnapshot(request, reply, await settings.publicSettings.get()),
  );
};
