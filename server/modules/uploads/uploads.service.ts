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

interface PreparedUpload {
  key: string;
  files: { path: string; bytes: Buffer; contentType: string }[];
  answer: UploadResponse;
  /** The uploaded file as the bytes showed it, for the audit log. */
  original: { contentType: string; bytes: number };
}

/** Checks, re-encodes and stores uploaded files, and records each upload in the audit log. */
export class UploadService {
  constructor(
    private readonly db: Db,
    readonly store: UploadStore,
  ) {}

  async upload(actor: AdminActor, kind: UploadKind, file: UploadedFile): Promise<UploadResponse> {
    const prepared = await this.prepare(kind, file);
    const written: string[] = [];
    try {
      for (const { path, bytes, contentType } of prepared.files) {
        await this.store.put(path, bytes, contentType);
        written.push(path);
      }
      await this.db.transaction(async (tx) => {
        await recordAudit(tx, actor, {
          action: 'upload.create',
          entityType: 'upload',
          entityId: prepared.key,
          after: { ...prepared.answer, original: prepared.original },
        });
      });
    } catch (error) {
      // Nothing half done: files of an upload the log does not hold are removed.
      await Promise.allSettled(written.map((path) => this.store.delete(path)));
      throw error;
    }
    return prepared.answer;
  }

  /** Everything to store for one upload, decided from the bytes; refuses what is not an accepted file. */
  private async prepare(kind: UploadKind, file: UploadedFile): Promise<PreparedUpload> {
    const mime = await acceptedType(file.bytes, kind);
    const name = displayName(file.filename) || (kind === 'image' ? 'image' : 'document.pdf');
    const key = newUploadKey(file.filename);
    const original = { contentType: mime, bytes: file.bytes.length };
    if (kind === 'document') {
      const path = documentPath(key);
      return {
        key,
        files: [{ path, bytes: file.bytes, contentType: mime }],
        answer: { url: this.store.publicUrl(path), kind, contentType: mime, bytes: file.bytes.length, name },
        original,
      };
    }
    const image = await encodeImage(file.bytes, mime);
    const files = image.variants.map((variant) => ({ path: imagePath(key, variant.width), bytes: variant.bytes, contentType: 'image/webp' }));
    const widest = files[files.length - 1];
    return {
      key,
      files,
      answer: { url: uploadedImageUrl(key), kind, contentType: 'image/webp', bytes: widest?.bytes.length ?? 0, width: image.width, height: image.height, name },
      original,
    };
  }
}
