/** The sources' digest that dist/.source-hash records at the end of a build. */
export function sourceHash(root: string): string;
/** dist/.source-hash, relative to the repository root. */
export const HASH_FILE: string;
/** Each input's name, size and modification time, digested: what dist/.source-listing records. */
export function sourceListing(root: string): string;
/** dist/.source-listing, relative to the repository root. */
export const LISTING_FILE: string;
/** The three builds exist and were made from the sources as they are now. */
export function buildIsFresh(root: string): boolean;
