import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface JsonSnapshot {
  body: Buffer;
  etag: string;
}

/**
 * A JSON answer computed once from the database and served from memory until a write invalidates it.
 * Concurrent first reads share one load; a load that fails is not kept.
 */
export class CachedJson<T> {
  private snapshot: Promise<JsonSnapshot> | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<T>) {}

  get(): Promise<JsonSnapshot> {
    if (!this.snapshot) {
      const generation = this.generation;
      const pending = this.load().then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      this.snapshot = pending;
      pending.catch(() => {
        if (this.generation === generation) this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
  }
}

/** Sends a snapshot with its ETag, or 304 when the client already holds it. */
export function sendSnapshot(request: FastifyRequest, reply: FastifyReply, snapshot: JsonSnapshot, maxAge = 0) {
  reply.header('ETag', snapshot.etag).header('Cache-Control', `public, max-age=${maxAge}, must-revalidate`);
  if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(snapshot.body);
}
