import { randomBytes } from 'node:crypto';

const MAX_SLUG = 40;
const MAX_NAME = 120;

/** The file name alone, as a person reads it: no folders, no control characters, not too long; '' when nothing is left. */
export function displayName(original: string | undefined): string {
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .trim()
    .slice(0, MAX_NAME)
    .trim();
}

/** A short slug of a file name without its extension: lower-case ASCII letters, digits and single hyphens. */
export function nameSlug(original: string | undefined): string {
  const slug = displayName(original)
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'file';
}

/** The random part of a key; fixed length, so a key's slug can be read back (uploadSlug). */
const SUFFIX_LENGTH = 12;

/** A server-made storage key: the name's slug and a random suffix (`r-410a-sds-3f9a1c0b7d2e`). */
export function newUploadKey(original: string | undefined): string {
  return `${nameSlug(original)}-${randomBytes(SUFFIX_LENGTH / 2).toString('hex')}`;
}

/** The slug part of a key (the clean name a download is saved under). */
export function uploadSlug(key: string): string {
  return key.length > SUFFIX_LENGTH + 1 ? key.slice(0, -(SUFFIX_LENGTH + 1)) : key;
}
