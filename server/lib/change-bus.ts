import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** Coarse groups of cached data: a write names the group it changed, every instance drops that group's caches. */
/** 'stock': only stock figures changed (orders, cancellations), which the catalogue takes again without a rebuild. */
export const CHANGE_TOPICS = ['catalog', 'stock', 'content', 'settings', 'about', 'blog'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** The PostgreSQL channel the instances of one database talk on. */
export const CHANGE_CHANNEL = 'frigidflow_changes';

/** The listening connection's application_name, as pg_stat_activity shows it. */
export const CHANGE_LISTENER_NAME = 'frigidflow-changes';

export interface ChangeBusLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Tells every instance of the shop that cached data changed. publish() runs this process's handlers at once
 * (the writer's next read is fresh) and tells the other instances, whose handlers run when the word arrives.
 */
export interface ChangeBus {
  publish(topic: ChangeTopic): void;
  subscribe(topic: ChangeTopic, handler: () => void): void;
  close(): Promise<void>;
}

const isTopic = (value: unknown): value is ChangeTopic => (CHANGE_TOPICS as readonly unknown[]).includes(value);

/** The handlers of one process; a failing handler is logged and never stops the others or the writer. */
class Handlers {
  private readonly byTopic = new Map<ChangeTopic, (() => void)[]>();

  constructor(private readonly log: ChangeBusLog) {}

  add(topic: ChangeTopic, handler: () => void): void {
    this.byTopic.set(topic, [...(this.byTopic.get(topic) ?? []), handler]);
  }

  run(topic: ChangeTopic): void {
    for (const handler of this.byTopic.get(topic) ?? []) {
      try {
        handler();
      } catch (err) {
        this.log.warn({ err, topic }, 'cache invalidation failed');
      }
    }
  }

  runAll(): void {
    for (const topic of CHANGE_TOPICS) this.run(topic);
  }
}

/** One process alone (the embedded database allows no other): a change only reaches this process's caches. */
export class LocalChangeBus implements ChangeBus {
  private readonly handlers: Handlers;

  constructor(log: ChangeBusLog) {
    this.handlers = new Handlers(log);
  }

  publish(topic: ChangeTopic): void {
    this.handlers.run(topic);
  }

  subscribe(topic: ChangeTopic, handler: () => void): void {
    this.handlers.add(topic, handler);
  }

  async close(): Promise<void> {}
}

export interface PostgresChangeBusOptions {
  databaseUrl: string;
  log: ChangeBusLog;
  /** Changes published within this many ms go out as one NOTIFY (a burst of orders is one message, not hundreds). */
  flushMs?: number;
  /** First wait before listening again after the connection dropped; doubles up to maxReconnectMs. */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

interface Message {
  from: string;
  topics: ChangeTopic[];
}

function parseMessage(payload: string | undefined): Message | null {
  try {
    const value = JSON.parse(payload ?? '') as { from?: unknown; topics?: unknown };
    if (typeof value.from !== 'string' || !Array.isArray(value.topics)) return null;
    return { from: value.from, topics: value.topics.filter(isTopic) };
  } catch {
    return null;
  }
}

/**
 * Instances on one PostgreSQL server: LISTEN on a dedicated connection (not one of the pool's) and NOTIFY on the same
 * one. When that connection drops, it is opened again with a growing pause; meanwhile changes to announce are kept,
 * and once listening again every cache is dropped, since words sent while away were lost.
 */
export class PostgresChangeBus implements ChangeBus {
  private readonly handlers: Handlers;
  private readonly instance = randomUUID();
  private readonly pending = new Set<ChangeTopic>();
  private client: pg.Client | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private nextPauseMs: number;
  private listenedBefore = false;
  private closed = false;
  private readonly options: Required<PostgresChangeBusOptions>;

  constructor(options: PostgresChangeBusOptions) {
    this.options = { flushMs: 20, reconnectMs: 250, maxReconnectMs: 5000, ...options };
    this.handlers = new Handlers(options.log);
    this.nextPauseMs = this.options.reconnectMs;
  }

  /** Listens before the first request is served; when the database does not answer yet, keeps trying in the background. */
  async start(): Promise<this> {
    await this.listen();
    return this;
  }

  /** Whether the listening connection is up (tests wait on it). */
  get listening(): boolean {
    return this.client !== null;
  }

  publish(topic: ChangeTopic): void {
    this.handlers.run(topic);
    this.pending.add(topic);
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = null;
        void this.flush();
      }, this.options.flushMs);
    }
  }

  subscribe(topic: ChangeTopic, handler: () => void): void {
    this.handlers.add(topic, handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    // What was published just before closing still reaches the others.
    await this.flush();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const { default: postgres } = await import('pg');
    const client = new postgres.Client({ connectionString: this.options.databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true, application_name: CHANGE_LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) this.received(message.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      this.retryLater(err);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.nextPauseMs = this.options.reconnectMs;
    if (this.listenedBefore) {
      this.options.log.info({}, 'listening for changes of other instances again');
      this.handlers.runAll();
    }
    this.listenedBefore = true;
    await this.flush();
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.retryLater(err);
  }

  private retryLater(err: unknown): void {
    if (this.closed || this.reconnectTimer) return;
    this.options.log.warn({ err, retryInMs: this.nextPauseMs }, 'not listening for changes of other instances');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, this.nextPauseMs);
    this.reconnectTimer.unref();
    this.nextPauseMs = Math.min(this.nextPauseMs * 2, this.options.maxReconnectMs);
  }

  private async flush(): Promise<void> {
    const client = this.client;
    if (!client || this.pending.size === 0) return;
    const topics = [...this.pending];
    this.pending.clear();
    const payload = JSON.stringify({ from: this.instance, topics } satisfies Message);
    try {
      await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
    } catch (err) {
      // Kept for the next connection, which sends them once it listens again.
      for (const topic of topics) this.pending.add(topic);
      this.options.log.warn({ err, topics }, 'change not announced to other instances yet');
    }
  }

  private received(payload: string | undefined): void {
    const message = parseMessage(payload);
    if (!message || message.from === this.instance) return;
    for (const topic of message.topics) this.handlers.run(topic);
  }
}

/** The bus for a configuration: NOTIFY/LISTEN on a PostgreSQL server, this process alone on the embedded database. */
export async function openChangeBus(databaseUrl: string | undefined, log: ChangeBusLog): Promise<ChangeBus> {
  return databaseUrl ? new PostgresChangeBus({ databaseUrl, log }).start() : new LocalChangeBus(log);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where writes outside the routes (jobs) announce what they changed. */
    changes: ChangeBus;
  }
}
