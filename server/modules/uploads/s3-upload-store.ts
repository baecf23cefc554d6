import { Readable } from 'node:stream';
import type * as S3SdkModule from '@aws-sdk/client-s3';
import { assertStoredPath, contentTypeOfPath, PRIVATE_PATH, publicUploadUrl, type StoredUpload, type UploadStore } from './upload-store';

/** The S3 settings of the environment (server/config.ts checks them together). */
export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addresses rather than `bucket.endpoint/key`: most self-hosted S3 servers want it. */
  forcePathStyle?: boolean;
}

/** A public path's bytes never change (every upload gets a new key), as the /uploads route tells browsers too. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A customer's document is never kept by a cache, should the bucket ever be read directly. */
const NOT_CACHED = 'private, no-store';

type S3Sdk = typeof S3SdkModule;

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * The upload port on S3-compatible object storage: one object per stored path, read back through the server's own
 * /uploads route, so browsers see one public path and the same headers whichever store is in use.
 */
export class S3UploadStore implements UploadStore {
  readonly bucket: string;
  private readonly client: S3SdkModule.S3Client;

  /** The SDK is loaded here, only when object storage is in use (about 120 ms of a start that should take under a second). */
  static async open(settings: S3Settings): Promise<S3UploadStore> {
    return new S3UploadStore(await import('@aws-sdk/client-s3'), settings);
  }

  private constructor(
    private readonly sdk: S3Sdk,
    settings: S3Settings,
  ) {
    this.bucket = settings.bucket;
    const credentials =
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined;
    this.client = new sdk.S3Client({
      // Object stores other than AWS ignore the region, but the request signature needs one.
      region: settings.region ?? 'us-east-1',
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle ?? false,
      // An object store that stopped answering is told in seconds (503), not after the socket's own minutes.
      requestHandler: { connectionTimeout: 2000, requestTimeout: 15_000 },
      // Unset: the SDK's usual chain (AWS_* variables, an instance or task role).
      ...(credentials ? { credentials } : {}),
    });
  }

  /** A single PUT is atomic: readers see the old object, none, or the whole new one. */
  async put(storedPath: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStoredPath(storedPath);
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: storedPath, Body: bytes, ContentType: contentType, CacheControl: PRIVATE_PATH.test(storedPath) ? NOT_CACHED : IMMUTABLE }),
    );
  }

  async get(storedPath: string): Promise<StoredUpload | null> {
    assertStoredPath(storedPath);
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: storedPath }));
      if (!(object.Body instanceof Readable)) throw new Error(`the object store sent no readable body for ${storedPath}`);
      // The type comes from the server-made path, as on disk, never from what the bucket says.
      return { body: object.Body, bytes: object.ContentLength ?? 0, contentType: contentTypeOfPath(storedPath) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** S3 answers a delete of a missing object with success, as the port wants. */
  async delete(storedPath: string): Promise<void> {
    assertStoredPath(storedPath);
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: storedPath }));
  }

  publicUrl(storedPath: string): string {
    return publicUploadUrl(storedPath);
  }

  /** Closes the client's idle connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
