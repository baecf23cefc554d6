/** A texts file as nested keys; the translation tests compare languages through its flat form. */
export type TextTree = { [key: string]: string | TextTree };

/** `{ a: { b: 'x' } }` → `Map { 'a.b' => 'x' }`. */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flattenTexts(value, path)) entries.set(k, v);
  }
  return entries;
}

/** The `{{name}}` placeholders of a text, sorted, for comparing a translation with its English. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
