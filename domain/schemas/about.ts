import { z } from 'zod';
import { publicCertificateSchema } from './certificates';
import { publicHeroImageSchema } from './hero-images';
import { teamMemberSchema } from './team';

/** GET /api/content/about: what /about shows from the database, in one read the server renders with. */
export const aboutContentResponse = z.object({
  team: z.array(teamMemberSchema.omit({ updatedAt: true, orderIndex: true })),
  /** The active about-hero image, or null (the page keeps its coloured hero). */
  hero: publicHeroImageSchema.nullable(),
  /** The active about-facility image, or null (the section is left out). */
  facility: publicHeroImageSchema.nullable(),
  certificates: z.array(publicCertificateSchema),
});
export type AboutContentResponse = z.infer<typeof aboutContentResponse>;
export type AboutTeamMember = AboutContentResponse['team'][number];
