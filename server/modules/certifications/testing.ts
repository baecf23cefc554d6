import type { FastifyInstance } from 'fastify';
import { call } from '../auth/testing';

const BOUNDARY = '----frigidflow-card-boundary';

/** POST /api/account/certification/card as a browser's FormData sends it (field `file`). */
export function uploadCard(app: FastifyInstance, cookie: string | undefined, bytes: Buffer, filename: string, contentType: string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return call(app, 'POST', '/api/account/certification/card', {
    cookie,
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

/** PUT /api/account/certification with a valid submission, changed by `body`. */
export function submitCertification(app: FastifyInstance, cookie: string, body: Record<string, unknown> = {}) {
  return call(app, 'PUT', '/api/account/certification', {
    cookie,
    body: { kind: 'epa_608_universal', number: 'EPA-5550001', organisation: 'ESCO Institute', nameOnCard: 'Dana Cooper', ...body },
  });
}
