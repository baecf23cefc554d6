// The two parts of en.json the build serves (see text-parts.ts and vite.config.ts).
declare module '*/en.json?shell' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*/en.json?pages' {
  const texts: Record<string, unknown>;
  export default texts;
}
