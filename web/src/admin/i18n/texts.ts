import type english from './en';

/** The shape of the admin texts: English's, so a key missing from fr/ or es/ is a compile error. */
export type AdminTexts = typeof english;
