import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStoredPath, contentTypeOfPath, publicUploadUrl, type StoredUpload, type UploadStore } from './upload-store';

/** DATA_DIR/uploads, the disk store's folder. */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

/** The upload port on the local disk: one file per path under `root` (DATA_DIR/uploads). */
export class DiskUploadStore implements UploadStore {
  constructor(readonly root: string) {}

  private fileOf(storedPath: string): string {
    assertStoredPath(storedPath);
    return path.join(this.root, ...storedPath.split('/'));
  }

  /** The content type is not kept: the server-made extension gives it back (contentTypeOfPath). */
  async put(storedPath: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(storedPath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside its final place then renamed (atomic on one file system); the dot name never matches STORED_PATH.
    const temporary = path.join(path.dirname(file), `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(storedPath: string): Promise<StoredUpload | null> {
    const file = this.fileOf(storedPath);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), bytes: stat.size, contentType: contentTypeOfPath(storedPath) };
  }

  async delete(storedPath: string): Promise<void> {
    await fs.rm(this.fileOf(storedPath), { force: true });
  }

  publicUrl(storedPath: string): string {
    return publicUploadUrl(storedPath);
  }
}
