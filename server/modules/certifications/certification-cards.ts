import type { Readable } from 'node:stream';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { IMAGE_WIDTHS } from '@domain/images';
import { certifications, privateUploads } from '../../db/schema';
import type { Db } from '../../db/types';
import { imagePath, newPrivatePath, PUBLIC_PATH, type UploadStore } from '../uploads/upload-store';

export interface LegacyCardMove {
  /** Certifications whose card now lives in the private store. */
  moved: number;
  /** Certifications whose old address held no file (or was never one the server made): the address is dropped. */
  missing: number;
}

/** The public paths a card uploaded before docs/decisions/029 was stored under (every width of a picture); none for an address the server never made. */
export function legacyCardPaths(cardUrl: string): string[] {
  const path = cardUrl.startsWith('/uploads/') ? cardUrl.slice('/uploads/'.length) : '';
  if (!PUBLIC_PATH.test(path)) return [];
  const image = /^images\/(.+)-\d+\.webp$/.exec(path);
  return image?.[1] ? IMAGE_WIDTHS.map((width) => imagePath(image[1] ?? '', width)) : [path];
}

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The row's own version stays: moving its card is not an edit (the review queue orders and locks by it). */
const sameVersion = { updatedAt: sql`${certifications.updatedAt}` };

/**
 * Start-up step (docs/decisions/029): cards uploaded when they were public (`certifications.card_url`, a path under
 * /uploads/) are copied into the private store as the buyer's attached upload, then removed from the public store.
 * Safe to stop at any point and run again: a row points at its private copy before the public files go, and its old
 * address is forgotten only after they went. An address two certifications shared (a buyer naming another's card,
 * possible then) gets a copy no buyer owns: only admins read it.
 */
export async function moveLegacyCards(db: Db, store: UploadStore, now = new Date()): Promise<LegacyCardMove> {
  const waiting = await db
    .select({ userId: certifications.userId, cardUrl: certifications.cardUrl })
    .from(certifications)
    .where(and(isNotNull(certifications.cardUrl), isNull(certifications.cardUploadId)));
  const byAddress = new Map<string, typeof waiting>();
  for (const row of waiting) byAddress.set(row.cardUrl ?? '', [...(byAddress.get(row.cardUrl ?? '') ?? []), row]);
  const result: LegacyCardMove = { moved: 0, missing: 0 };
  const unmoved = (address: string) => and(eq(certifications.cardUrl, address), isNull(certifications.cardUploadId));

  for (const [address, rows] of byAddress) {
    const [path] = legacyCardPaths(address);
    const file = path ? await store.get(path) : null;
    if (!path || !file) {
      await db.update(certifications).set({ cardUrl: null, ...sameVersion }).where(unmoved(address));
      result.missing += rows.length;
      continue;
    }
    const bytes = await bytesOf(file.body);
    const privatePath = newPrivatePath(path.endsWith('.pdf') ? 'pdf' : 'webp');
    await store.put(privatePath, bytes, file.contentType);
    try {
      await db.transaction(async (tx) => {
        const owner = rows.length === 1 ? (rows[0]?.userId ?? null) : null;
        const [upload] = await tx
          .insert(privateUploads)
          .values({ ownerId: owner, purpose: 'certification_card', path: privatePath, contentType: file.contentType, bytes: bytes.length, createdAt: now, attachedAt: now })
          .returning({ id: privateUploads.id });
        if (!upload) throw new Error('the moved card was not recorded');
        await tx.update(certifications).set({ cardUploadId: upload.id, ...sameVersion }).where(unmoved(address));
      });
    } catch (error) {
      await store.delete(privatePath).catch(() => undefined);
      throw error;
    }
    result.moved += rows.length;
  }

  // Moved (now, or by a run stopped before this point): the public files go, then the old address.
  const moved = await db
    .selectDistinct({ cardUrl: certifications.cardUrl })
    .from(certifications)
    .where(and(isNotNull(certifications.cardUrl), isNotNull(certifications.cardUploadId)));
  for (const { cardUrl } of moved) {
    if (!cardUrl) continue;
    await Promise.all(legacyCardPaths(cardUrl).map((path) => store.delete(path)));
    await db
      .update(certifications)
      .set({ cardUrl: null, ...sameVersion })
      .where(and(eq(certifications.cardUrl, cardUrl), isNotNull(certifications.cardUploadId)));
  }
  return result;
}
