import type { ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { spreadsheetCsv } from './spreadsheet-csv';

export interface CsvExport<T> {
  /** The rows in batches, read lazily (one query a batch). */
  batches: AsyncIterable<T[]>;
  /** One item's cells, in the order of `columns`. */
  cells: (item: T) => string[];
  columns: readonly string[];
  fileName: string;
  /** Names the export in the log ("newsletter export"). */
  what: string;
}

/** How long the rows already written may take to leave before the connection is cut anyway (a client not reading). */
const FLUSH_TIMEOUT_MS = 5000;

/** Closes the connection once what was already written has left, so the client sees the truncated body it got. */
function cutShort(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const socket = res.socket;
    const destroy = () => {
      if (!res.destroyed) res.destroy();
      resolve();
    };
    if (!socket || socket.destroyed || socket.writableLength === 0) return destroy();
    // An empty write's callback runs once everything written before it has gone (it adds no byte to the body).
    socket.write(Buffer.alloc(0), destroy);
    setTimeout(destroy, FLUSH_TIMEOUT_MS).unref();
  });
}

/**
 * Streams a CSV export written by spreadsheetCsv (byte order mark, CRLF, every cell quoted).
 *
 * The first batch is read before anything is sent, so a refused or failed first query still answers in the error
 * shape (400, 503…). A failure after that, once the headers may be gone, is logged once at error level and the
 * connection is destroyed: the client sees a cut-off download, never a second answer, a hang, or a file that looks
 * complete (RELIABILITY 41).
 */
export async function sendCsv<T>(request: FastifyRequest, reply: FastifyReply, csv: CsvExport<T>): Promise<FastifyReply> {
  const batches = csv.batches[Symbol.asyncIterator]();
  const first = await batches.next();
  async function* records(): AsyncGenerator<string[]> {
    try {
      for (let batch = first; !batch.done; batch = await batches.next()) for (const item of batch.value) yield csv.cells(item);
    } catch (err) {
      request.log.error({ err }, `${csv.what} failed while streaming; the connection is closed so the download ends incomplete`);
      // Held until the connection is gone: returning first would let the stream end and the file look complete.
      await cutShort(reply.raw);
    }
  }
  const body = spreadsheetCsv(csv.columns);
  // A source failure is handled above; what is left here is the client hanging up, which Fastify logs at info.
  pipeline(Readable.from(records()), body, () => undefined);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    // Fastify sends a stream as it comes; a route's 200 schema only documents the body in OpenAPI.
    .send(body as unknown as string);
}
