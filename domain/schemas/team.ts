import { z } from 'zod';
import { versionField } from './admin';
import type { TeamTranslatedField } from '../content';
import { multiLineText, singleLineText } from './text';
import { translationsInput, translationsSchema } from './translations';

/** Team members (back-office spec §3, §5): Team Management writes them, /about shows them. */
export const TEAM_MESSAGES = {
  required: 'Name and position are required.',
  tooLong: 'This text is too long.',
  linkInvalid: 'Please upload a photo or enter a link that starts with https://, http:// or /.',
  orderInvalid: 'Please enter a whole number of 0 or more.',
  loadFailed: 'Failed to load team members.',
  saveFailed: 'Failed to save team member.',
  deleteFailed: 'Failed to delete team member.',
  notFound: 'Team member not found',
} as const;

export const TEAM_LIMITS = { name: 100, position: 100, bio: 2000, url: 2000, order: 1_000_000, members: 500 } as const;
const M = TEAM_MESSAGES;
const LINK = /^(?:\/(?!\/)|https?:\/\/)\S*$/i;

/** An image link: an upload's path or an http(s) address; empty means none. */
export function optionalImageLink(message: string, max = TEAM_LIMITS.url) {
  return singleLineText({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => value === '' || LINK.test(value), message)
    .nullish()
    .transform((value) => value || null);
}

/** An order index as the form types it: empty or 0 means "at the end" (the current count) for a new member. */
export function orderIndexField(message: string) {
  return z.number({ error: message }).int(message).min(0, message).max(TEAM_LIMITS.order, message).default(0);
}

const teamPosition = () => singleLineText({ error: M.required }).trim().max(TEAM_LIMITS.position, M.tooLong);
const teamBio = () => multiLineText({ error: M.tooLong }).trim().max(TEAM_LIMITS.bio, M.tooLong);

/** The add/edit card: name and position required (trimmed), bio, photo and order index optional. */
export const teamMemberInput = z.strictObject({
  name: singleLineText({ error: M.required }).trim().min(1, M.required).max(TEAM_LIMITS.name, M.tooLong),
  position: teamPosition().min(1, M.required),
  bio: teamBio()
    .nullish()
    .transform((value) => value || null),
  /** French and Spanish position and bio, each optional, under the English limits (docs/decisions/038). */
  translations: translationsInput({ position: teamPosition(), bio: teamBio() }),
  imageUrl: optionalImageLink(M.linkInvalid),
  orderIndex: orderIndexField(M.orderInvalid),
});
export type TeamMemberInput = z.input<typeof teamMemberInput>;
export type TeamMemberValues = z.output<typeof teamMemberInput>;

export const teamMemberUpdateInput = teamMemberInput.extend({ version: versionField });

/** A member as /about and the back office read it. */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  bio: z.string().nullable(),
  imageUrl: z.string().nullable(),
  orderIndex: z.number().int(),
  isDemo: z.boolean(),
  translations: translationsSchema<TeamTranslatedField>(),
  updatedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamListResponse = z.object({ items: z.array(teamMemberSchema) });
export type TeamListResponse = z.infer<typeof teamListResponse>;
