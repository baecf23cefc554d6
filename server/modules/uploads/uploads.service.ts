import { uploadedImageUrl } from '@domain/images';
import type { UploadKind, UploadResponse } from '@domain/schemas/uploads';
import type { Db } from '../../db/types';
import type { AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { acceptedType, encodeImage } from './upload-files';
import { displayName, newUploadKey } from './upload-names';
import { documentPath, imagePath, type UploadStore } from './upload-store';

export interface UploadedFile {
  /** The name the browser sent: shown back, slugged into the key, never used as a path. */
  filename: string | undefined;
  bytes: Buffer;
}

export interface StoredUploadResult {
  key: string;
  /** Every path written (one per image width, or the PDF). */
  paths: string[];
  answer: UploadResponse;
  /** The uploaded file as its bytes showed it. */
  original: { contentType: string; bytes: number };
}

/**
 * Checks one file from its bytes, re-encodes a picture and stores the result: all of it or, on a failure, none.
 * Refuses what is not an accepted file of that kind (AppError with UPLOAD_MESSAGES). The seed can use it too.
 */
export async function storeUpload(store: UploadStore, kind: UploadKind, file: UploadedFile): Promise<StoredUploadResult> {
  const mime = await acceptedType(file.bytes, kind);
  const name = displayName(file.filename) || (kind === 'document' ? 'document.pdf' : 'image');
  const key = newUploadKey(file.filename);
  const original = { contentType: mime, bytes: file.bytes.length };
  let files: { path: string; bytes: Buffer; contentType: string }[];
  let answer: UploadResponse;
  if (kind === 'document') {
    const path = documentPath(key);
    files = [{ path, bytes: file.bytes, contentType: mime }];
    answer = { url: store.publicUrl(path), kind, contentType: mime, bytes: file.bytes.length, name };
  } else {
    const image = await encodeImage(file.bytes, mime);
    files = image.variants.map((variant) => ({ path: imagePath(key, variant.width), bytes: variant.bytes, contentType: 'image/webp' }));
    const widest = files[files.length - 1];
    answer = { url: uploadedImageUrl(key), kind, contentType: 'image/webp', bytes: widest?.bytes.length ?? 0, width: image.width, height: image.height, name };
  }
  const written: string[] = [];
  try {
    for (const { path, bytes, contentType } of files) {
      await store.put(path, bytes, contentType);
      written.push(path);
    }
  } catch (error) {
    await removeUpload(store, written);
    throw error;
  }
  return { key, paths: written, answer, original };
}

/** Removes the files of an upload (a missing one is no error). */
export async function removeUpload(store: UploadStore, paths: string[]): Promise<void> {
  await Promise.allSettled(paths.map((path) => store.delete(path)));
}

/** Admin uploads: stored, then recorded in the audit log; files the log does not hold are removed again. */
export class UploadService {
  constructor(
    private readonly db: Db,
    readonly store: UploadStore,
  ) {}

  async upload(actor: AdminActor, kind: UploadKind, file: UploadedFile): Promise<UploadResponse> {
    const stored = await storeUpload(this.store, kind, file);
    try {
      await this.db.transaction(async (tx) => {
        await recordAudit(tx, actor, {
          action: 'upload.create',
          entityType: 'upload',
          entityId: stored.key,
          after: { ...stored.answer, original: stored.original },
        });
      });
    } catch (error) {
      await removeUpload(this.store, stored.paths);
      throw error;
    }
    return stored.answer;
  }
}
