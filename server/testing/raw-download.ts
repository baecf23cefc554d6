import http from 'node:http';

export interface Download {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes received before the answer ended or was cut. */
  body: Buffer;
  /** Whether the whole answer arrived (false: the connection was cut mid-body). */
  complete: boolean;
}

/**
 * A GET over real HTTP that reports a cut-off answer instead of failing: what a browser's download sees.
 * Rejects only when no answer started at all.
 */
export function download(url: string, headers: Record<string, string> = {}): Promise<Download> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), complete: res.complete });
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    request.on('error', reject);
  });
}
