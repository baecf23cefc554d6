import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@domain/schemas/error';
import { notificationEmailRequest, notificationEmailResponse } from '@domain/schemas/notification-email';
import {
  adminSettingsRequest,
  adminSettingsResponse,
  brandingRequest,
  brandingResponse,
  contentSectionParams,
  contentSectionRequest,
  contentSettingsResponse,
  settingsVersion,
} from '@domain/schemas/settings';
import { adminSaveRateLimit } from '../../plugins/rate-limit';
import { adminActor } from '../audit/admin-actor';
import type { NotificationEmailService } from './notification-email.service';
import type { SettingsAdminService } from './settings.admin.service';

const tags = ['admin'];
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const saved = { 400: apiErrorSchema, 409: apiErrorSchema, ...guarded };

/** §9: admin settings save, 3 per 60 seconds per admin account (the wait given in seconds). */
const SETTINGS_SAVE_RATE_LIMIT = adminSaveRateLimit('settings-save');

export interface SettingsAdminRoutesOptions {
  notificationEmail: NotificationEmailService;
  settings: SettingsAdminService;
}

/** Admin Settings, Logo & Branding, Content Management and the notification address. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<SettingsAdminRoutesOptions> = async (app, { notificationEmail, settings }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/settings/notification-email',
    {
      schema: {
        tags,
        summary: 'Where new orders and quote requests are e-mailed: the saved address, else ADMIN_EMAIL',
        response: { 200: notificationEmailResponse, ...guarded },
      },
    },
    async () => notificationEmail.read(),
  );

  app.put(
    '/api/admin/settings/notification-email',
    {
      schema: {
        tags,
        summary: 'Save the notification address; 409 when it changed since the given version',
        body: notificationEmailRequest,
        response: { 200: notificationEmailResponse, ...saved },
      },
    },
    async (request) => notificationEmail.update(await adminActor(request), request.body),
  );

  app.get(
    '/api/admin/settings',
    { schema: { tags, summary: 'Admin Settings (back-office spec §5): contact, payment and free-shipping settings', response: { 200: adminSettingsResponse, ...guarded } } },
    async () => settings.readAdminSettings(),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { rateLimit: SETTINGS_SAVE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Save Admin Settings (3 saves per 60 seconds; 409 when they changed since the given version)',
        body: adminSettingsRequest,
        response: { 200: adminSettingsResponse, 429: apiErrorSchema, ...saved },
      },
    },
    async (request) => settings.saveAdminSettings(await adminActor(request), request.body),
  );

  app.get(
    '/api/admin/settings/branding',
    { schema: { tags, summary: 'Logo & Branding: logo, favicon, company name and tagline', response: { 200: brandingResponse, ...guarded } } },
    async () => settings.readBranding(),
  );

  app.put(
    '/api/admin/settings/branding',
    { schema: { tags, summary: 'Save Logo & Branding (409 when it changed since the given version)', body: brandingRequest, response: { 200: brandingResponse, ...saved } } },
    async (request) => settings.saveBranding(await adminActor(request), request.body),
  );

  app.post(
    '/api/admin/settings/branding/reset',
    {
      schema: {
        tags,
        summary: 'Reset to Default: FrigidFlow, Refrigerant Solutions, no logo, no favicon',
        body: z.strictObject({ version: settingsVersion }),
        response: { 200: brandingResponse, ...saved },
      },
    },
    async (request) => settings.resetBranding(await adminActor(request), request.body.version),
  );

  app.get(
    '/api/admin/settings/content',
    { schema: { tags, summary: 'Content Management: every tab’s values and version', response: { 200: contentSettingsResponse, ...guarded } } },
    async () => settings.readContent(),
  );

  app.put(
    '/api/admin/settings/content/:section',
    {
      schema: {
        tags,
        summary: 'Save one Content Management tab (its own fields; 409 when it changed since the given version)',
        params: contentSectionParams,
        body: contentSectionRequest,
        response: { 200: contentSettingsResponse, ...saved },
      },
    },
    async (request) => settings.saveContentSection(await adminActor(request), request.params.section, request.body.values, request.body.version, request.body.translations),
  );
};
