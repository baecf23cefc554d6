import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CachedValue } from './cached-value';

export interface JsonSnapshot {
  body: Buffer;
  etag: string;
}

/**
 * A JSON answer computed once from the database and served from memory until a write invalidates it (CachedValue:
 * concurrent first reads share one load, the last good answer is served while the database is unreachable).
 */
export class CachedJson<T> {
  private readonly value: CachedValue<JsonSnapshot>;

  constructor(load: () => Promise<T>) {
    this.value = new CachedValue(async () => {
      const body = Buffer.from(JSON.stringify(await load()));
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
  }

  get(): Promise<JsonSnapshot> {
    return this.value.get();
  }

  invalidate(): void {
    this.value.invalidate();
  }
}

/** Sends a snapshot with its ETag, or 304 when the client already holds it. */
export function sendSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: JsonSnapshot, maxAge = 0) {
  reply.header('ETag', snapshot.etag).header('Cache-Control', `public, max-age=${maxAge}, must-revalidate`);
  if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(snapshot.body);
}
