import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE } from './text';

/**
 * The upload port's HTTP contract: `POST /api/admin/uploads?kind=image|hero|document` with one multipart field `file`.
 * The server decides the type from the bytes, never from the name or the declared type. `hero` is a page's large
 * image (back-office spec §5: under 2 MB, JPG, PNG or WebP), stored like any other picture.
 */
export const UPLOAD_KINDS = ['image', 'hero', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Byte limits per kind. */
export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 10 * 1024 * 1024,
  hero: 2 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

export const UPLOAD_MESSAGES = {
  missingFile: 'Please choose a file to upload.',
  imageType: 'Please upload a JPEG, PNG, WebP or GIF image.',
  documentType: 'Please upload a PDF document.',
  tooLarge: 'This file is too large.',
  unreadableImage: 'This image could not be read.',
} as const;

/** A hero image's own refusals (only the back office uploads those). */
export const HERO_UPLOAD_MESSAGES = {
  heroType: 'Please upload a JPG, PNG or WebP image.',
  heroTooLarge: 'Please upload an image under 2 MB.',
} as const;

/** What a file past its kind's limit is told. */
export const UPLOAD_TOO_LARGE: Record<UploadKind, string> = {
  image: UPLOAD_MESSAGES.tooLarge,
  hero: HERO_UPLOAD_MESSAGES.heroTooLarge,
  document: UPLOAD_MESSAGES.tooLarge,
};

export const uploadQuery = z.object({
  // A kind with a control character in it is named as such, like every other text the API refuses.
  kind: z.enum(UPLOAD_KINDS, { error: (issue) => (typeof issue.input === 'string' && !SINGLE_LINE.test(issue.input) ? CONTROL_CHARACTERS_MESSAGE : undefined) }),
});

/**
 * The multipart form as the API document shows it (one binary field `file`). The route reads the file from the
 * stream itself; a body that is not multipart never holds a file and is answered with `missingFile`.
 */
export const uploadForm = z
  .object({ file: z.string().meta({ format: 'binary', description: 'The file; its type is read from its bytes.' }) })
  .nullish();

export const uploadResponse = z.object({
  /** Images: the widest WebP (domain/images.ts gives the others); documents: the PDF. */
  url: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** The file name as uploaded, cleaned, for display only. */
  name: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
