import { createHmac, timingSafeEqual } from 'node:crypto';
import { BadSignature, WEBHOOK_TOLERANCE_SECONDS } from '../payment-gateway';

/**
 * Stripe's signature scheme (`Stripe-Signature: t=<unix s>,v1=<hex HMAC-SHA256 of "t.rawBody">`), so one webhook
 * route reads one header for both providers. Verified over the raw bytes, never a re-serialised body.
 */
function hmacHex(secret: string, timestamp: number, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function signWebhook(rawBody: Buffer, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/** Throws BadSignature when the header is missing, malformed, wrong, or older (or newer) than the tolerance. */
export function verifyWebhookSignature(rawBody: Buffer, header: string | undefined, secret: string, now: Date, toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS): void {
  if (!header) throw new BadSignature('missing');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) throw new BadSignature('malformed');
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  if (!signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected))) throw new BadSignature('wrong');
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) throw new BadSignature('stale');
}
