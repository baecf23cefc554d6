import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMAGE_WIDTHS } from '@domain/images';

/**
 * The upload port (DESIGN.md "uploads"): where uploaded files live. The disk adapter keeps them under
 * DATA_DIR/uploads; an S3-compatible adapter can take its place behind the same four calls.
 * A path is what the store was given by put(): `images/<key>-<width>.webp` or `documents/<key>.pdf` (public), or
 * `private/<random>.<pdf|webp>` (customers' documents, docs/decisions/029).
 */
export interface UploadStore {
  /** Stores the bytes whole or not at all (a reader never sees half a file). */
  put(path: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored file, or null when there is none at that path. */
  get(path: string): Promise<StoredUpload | null>;
  /** Removes the file; a missing file is not an error. */
  delete(path: string): Promise<void>;
  /** Where a browser reads a public file (a private one is read through its authorised route). */
  publicUrl(path: string): string;
}

export interface StoredUpload {
  body: Readable;
  bytes: number;
  contentType: string;
}

/** A key the server made: a short slug of the original name and a random suffix. */
export const UPLOAD_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Catalogue and content files, served to anyone at /uploads/<path>. */
export const PUBLIC_PATH = new RegExp(`^(?:images/[a-z0-9][a-z0-9-]{0,63}-(?:${IMAGE_WIDTHS.join('|')})\\.webp|documents/[a-z0-9][a-z0-9-]{0,63}\\.pdf)$`);

/**
 * Customers' documents (docs/decisions/029): a random name that says nothing of the file, read only through the
 * authorised document routes, never through /uploads/.
 */
export const PRIVATE_PATH = /^private\/[a-f0-9]{32}\.(?:pdf|webp)$/;

/** Only paths the server writes; anything else (dot files, temp files, `..`, other extensions) is never read or written. */
export const STORED_PATH = new RegExp(`${PUBLIC_PATH.source}|${PRIVATE_PATH.source}`);

/** The content type of a stored path, by the extension the server gave it. */
export function contentTypeOfPath(path: string): string {
  return path.endsWith('.pdf') ? 'application/pdf' : 'image/webp';
}

/** The path of one width of a stored image. */
export const imagePath = (key: string, width: number) => `images/${key}-${width}.webp`;
/** The path of a stored PDF. */
export const documentPath = (key: string) => `documents/${key}.pdf`;
/** The path of a private document: a fresh random name. */
export const newPrivatePath = (extension: 'pdf' | 'webp') => `private/${randomBytes(16).toString('hex')}.${extension}`;

/** A public path's address; a private document has none (it is read through its authorised route). */
export function publicUploadUrl(path: string): string {
  if (!PUBLIC_PATH.test(path)) throw new Error(`not a public upload path: ${JSON.stringify(path).slice(0, 100)}`);
  return `/uploads/${path}`;
}

/** Refuses any path the server would not have made, before it reaches a file system or a bucket. */
export function assertStoredPath(path: string): void {
  if (!STORED_PATH.test(path)) throw new Error(`not an upload path: ${JSON.stringify(path).slice(0, 100)}`);
}
