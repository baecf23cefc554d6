import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** S3_* variables pointing at this server's bucket, as a deployment would set them. */
  env: Record<string, string>;
  /** Where s3rver keeps the objects (one folder per bucket). */
  directory: string;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks signatures made with them. */
const S3RVER_KEY = 'S3RVER';

/** A real S3-compatible server in this process, on a free port, with an empty bucket in a temporary folder. */
export async function startS3Server(bucket = 'frigidflow-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
