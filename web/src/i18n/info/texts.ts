import type english from './en';

/** The shape of the information pages' texts: English's, so a key missing from fr/ or es/ is a compile error. */
export type InfoTexts = typeof english;
