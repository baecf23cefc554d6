import type { Config } from '../../config';
import { DiskUploadStore, uploadsDirOf } from './disk-upload-store';
import { S3UploadStore } from './s3-upload-store';
import type { UploadStore } from './upload-store';

/** The store the settings ask for: the bucket of S3_BUCKET when it is set, DATA_DIR/uploads otherwise. */
export async function createUploadStore(config: Config): Promise<UploadStore> {
  if (!config.S3_BUCKET) return new DiskUploadStore(uploadsDirOf(config.dataDir));
  return S3UploadStore.open({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
