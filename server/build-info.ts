declare const __FRIGIDFLOW_SOURCE_HASH__: string | undefined;

/**
 * The digest of the sources this server was built from (scripts/build.ts writes it into the bundle), or null when it
 * runs from the sources themselves (tests, tsx). Work that depends only on the code, such as the demo drawings, may be
 * remembered under it from one start to the next.
 */
export const SOURCE_HASH: string | null = typeof __FRIGIDFLOW_SOURCE_HASH__ === 'string' ? __FRIGIDFLOW_SOURCE_HASH__ : null;
