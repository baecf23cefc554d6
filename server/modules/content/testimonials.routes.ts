import { languageOf } from '../../lib/request-language';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import {
  publicTestimonialsQuery,
  publicTestimonialsResponse,
  submitTestimonialRequest,
  submitTestimonialResponse,
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_RATE_LIMIT,
} from '@domain/schemas/testimonials';
import { sendSnapshot } from '../../lib/cached-json';
import { AppError } from '../../errors';
import type { TestimonialService } from './testimonials.service';

export interface TestimonialRoutesOptions {
  testimonials: TestimonialService;
  /** Submissions per client address and window (spec §9's default limiter: 5 per 15 minutes). */
  rateLimitMax?: number;
}

/** The public review form and the approved list (back-office spec §2 /testimonials, §7, §8). */
export const testimonialRoutes: FastifyPluginAsyncZod<TestimonialRoutesOptions> = async (app, { testimonials, rateLimitMax = TESTIMONIAL_RATE_LIMIT.max }) => {
  app.post(
    '/api/testimonials',
    {
      config: {
        rateLimit: {
          max: rateLimitMax,
          timeWindow: TESTIMONIAL_RATE_LIMIT.windowMinutes * 60_000,
          keyGenerator: (request: FastifyRequest) => `testimonial:${request.ip}`,
          errorResponseBuilder: () => new AppError('rate_limited', TESTIMONIAL_MESSAGES.rateLimited),
        },
      },
      schema: {
        tags: ['storefront'],
        summary: 'Submit a testimonial; it is stored unapproved and shows nowhere until an administrator approves it',
        body: submitTestimonialRequest,
        response: { 201: submitTestimonialResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await testimonials.submit(request.body, languageOf(request));
      return reply.code(201).send({ submitted: true as const, message: TESTIMONIAL_MESSAGES.submitted });
    },
  );

  app.get(
    '/api/testimonials',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Approved testimonials, by display order then newest first, one page, with their count and average rating',
        querystring: publicTestimonialsQuery,
        response: { 200: publicTestimonialsResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const cached = testimonials.cachedFirstPage(page, pageSize);
      if (cached) return sendSnapshot(request, reply, await cached);
      return testimonials.readApproved(page, pageSize);
    },
  );
};
