import { and, eq, isNull, lt } from 'drizzle-orm';
import { privateUploads, type PRIVATE_UPLOAD_PURPOSES } from '../../db/schema';
import type { Db } from '../../db/types';
import { acceptedType, encodeImage } from './upload-files';
import { newPrivatePath, type StoredUpload, type UploadStore } from './upload-store';
import type { UploadedFile } from './uploads.service';

export type PrivateUploadPurpose = (typeof PRIVATE_UPLOAD_PURPOSES)[number];

/** An upload no record named within this time is removed (RELIABILITY 37, docs/decisions/029). */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The name a document is shown under: its purpose, never what the customer's file was called. */
const SHOWN_NAME: Record<PrivateUploadPurpose, string> = { certification_card: 'certification-card' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PrivateUploadAnswer {
  id: string;
  contentType: string;
  bytes: number;
}

export interface PrivateDocument extends StoredUpload {
  /** `certification-card.pdf`: for Content-Disposition. */
  fileName: string;
}

/** Who reads a private document: its owner, or an admin (through the admin API and its guard). */
export type DocumentReader = { ownerId: string } | 'admin';

interface CheckedFile {
  extension: 'pdf' | 'webp';
  contentType: string;
  bytes: Buffer;
}

/**
 * A customer's file checked from its bytes: a PDF as it is (opening with `%PDF-`), anything else must be a picture,
 * re-encoded to one WebP at the widest size, so no metadata (a phone's GPS position) is kept.
 */
export async function checkPrivateFile(bytes: Buffer): Promise<CheckedFile> {
  const kind = bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? 'document' : 'image';
  const mime = await acceptedType(bytes, kind);
  if (kind === 'document') return { extension: 'pdf', contentType: mime, bytes };
  const widest = (await encodeImage(bytes, mime)).variants.at(-1);
  if (!widest) throw new Error('the picture gave no WebP');
  return { extension: 'webp', contentType: 'image/webp', bytes: widest.bytes };
}

/**
 * Customers' documents in the private store (DESIGN.md "private files"): a random name, a row naming its owner,
 * read only by that owner and admins; attached by id to the owner's own record; removed when never attached.
 */
export class PrivateUploadService {
  private readonly db: Db;
  readonly store: UploadStore;
  private readonly now: () => Date;

  constructor({ db, store, now = () => new Date() }: { db: Db; store: UploadStore; now?: () => Date }) {
    this.db = db;
    this.store = store;
    this.now = now;
  }

  /** Checks and stores the file, then records it for its owner; the file is removed again if the row is not written. */
  async upload(ownerId: string, purpose: PrivateUploadPurpose, file: UploadedFile): Promise<PrivateUploadAnswer> {
    const checked = await checkPrivateFile(file.bytes);
    const path = newPrivatePath(checked.extension);
    await this.store.put(path, checked.bytes, checked.contentType);
    try {
      const [row] = await this.db
        .insert(privateUploads)
        .values({ ownerId, purpose, path, contentType: checked.contentType, bytes: checked.bytes.length, createdAt: this.now() })
        .returning({ id: privateUploads.id, contentType: privateUploads.contentType, bytes: privateUploads.bytes });
      if (!row) throw new Error('the private upload was not recorded');
      return row;
    } catch (error) {
      await this.store.delete(path).catch(() => undefined);
      throw error;
    }
  }

  /** The document for this reader, or null: missing, someone else's, or not an id at all all look the same. */
  async read(id: string, reader: DocumentReader): Promise<PrivateDocument | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db.select().from(privateUploads).where(eq(privateUploads.id, id));
    if (!row || (reader !== 'admin' && row.ownerId !== reader.ownerId)) return null;
    const file = await this.store.get(row.path);
    if (!file) return null;
    return { ...file, fileName: `${SHOWN_NAME[row.purpose]}.${row.path.endsWith('.pdf') ? 'pdf' : 'webp'}` };
  }

  /**
   * Removes uploads never attached within UNATTACHED_UPLOAD_LIFETIME_MS of `now`, rows first: an attachment that
   * commits first keeps its row (the delete's condition is checked again on the row it waited for), one that comes
   * after finds no upload and asks for it again. Returns the paths removed.
   */
  async removeUnattached(now = this.now()): Promise<string[]> {
    const removed = await this.db
      .delete(privateUploads)
      .where(and(isNull(privateUploads.attachedAt), lt(privateUploads.createdAt, new Date(now.getTime() - UNATTACHED_UPLOAD_LIFETIME_MS))))
      .returning({ path: privateUploads.path });
    const paths = removed.map((row) => row.path);
    const results = await Promise.allSettled(paths.map((path) => this.store.delete(path)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw new Error(`${paths.length} unattached uploads were forgotten, but a file could not be removed`, { cause: failed.reason });
    return paths;
  }
}

/**
 * Inside the caller's transaction: marks the upload `id` attached when it is this owner's upload for this purpose.
 * False when it is not (another buyer's, removed, never made): the caller answers as for a bad id.
 */
export async function attachPrivateUpload(tx: Db, { id, ownerId, purpose, now }: { id: string; ownerId: string; purpose: PrivateUploadPurpose; now: Date }): Promise<boolean> {
  const mine = and(eq(privateUploads.id, id), eq(privateUploads.ownerId, ownerId), eq(privateUploads.purpose, purpose));
  const [row] = await tx.select({ attachedAt: privateUploads.attachedAt }).from(privateUploads).where(mine).for('update');
  if (!row) return false;
  if (!row.attachedAt) await tx.update(privateUploads).set({ attachedAt: now }).where(mine);
  return true;
}
