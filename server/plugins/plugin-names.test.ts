import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const sources = (fs.readdirSync(serverDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: fs.readFileSync(path.join(serverDir, file), 'utf8') }));

describe('the server’s Fastify plugins', () => {
  it('each have a name: fastify-plugin otherwise throws an Error at start to read a name from its stack, which parses the source maps npm start turns on (about 140 ms)', () => {
    const plugins = sources.filter(({ text }) => /=\s*fp(<[^>]*>)?\(/.test(text));
    expect(plugins.length).toBeGreaterThan(5);
    for (const { file, text } of plugins) {
      const calls = text.match(/=\s*fp(<[^>]*>)?\(/g)?.length ?? 0;
      const names = text.match(/\{ name: 'frigidflow-[a-z-]+' \}\)/g)?.length ?? 0;
      expect(names, file).toBe(calls);
    }
  });
});
