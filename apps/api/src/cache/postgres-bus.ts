import { sql } from "drizzle-orm";
import { Client } from "pg";
import type { Db } from "../db/client";
import { BUS_TOPICS, Subscribers, type BusTopic, type InvalidationBus } from "./bus";

/** The NOTIFY channel every API node of one database listens on. */
export const BUS_CHANNEL = "wenlv_invalidate";

/** Wait before listening again after the listening connection was lost (ms). */
export const BUS_RECONNECT_MS = 1_000;

/** What the bus logs through (Fastify's logger fits). */
export type BusLog = { warn: (obj: object, msg: string) => void };

const TOPICS = new Set<string>(BUS_TOPICS);

/** `topic<TAB>key`, the NOTIFY payload (at most 8000 bytes, PostgreSQL's limit; ours are short). */
function payloadOf(topic: BusTopic, key: string): string {
  return `${topic}\t${key}`;
}

function parsePayload(payload: string | undefined): { topic: BusTopic; key: string } | null {
  if (!payload) return null;
  const tab = payload.indexOf("\t");
  const topic = payload.slice(0, tab);
  return tab > 0 && TOPICS.has(topic) ? { topic: topic as BusTopic, key: payload.slice(tab + 1) } : null;
}

/**
 * The bus of several API nodes on one PostgreSQL database (docs/decisions/014): a dedicated
 * connection to `databaseUrl` runs `LISTEN wenlv_invalidate`; `publish` calls this node's
 * subscribers at once and sends `pg_notify` through `db` (the pool), the messages of one tick and
 * those published while the previous statement is on its way in one statement. Every node, the sender included, hears each message once PostgreSQL commits
 * it (notifications arrive in commit order). When the listening connection drops, the bus
 * reconnects every {@link BUS_RECONNECT_MS} and then delivers "*" on every topic, since messages
 * sent meanwhile are lost; until then the caches' TTLs bound what stays stale.
 * Resolves once listening; rejects when the first connection fails.
 */
export async function createPostgresBus(databaseUrl: string, db: Db, log: BusLog): Promise<InvalidationBus> {
  const subscribers = new Subscribers();
  const onError = (err: unknown) => log.warn({ err }, "bus subscriber failed");
  let closed = false;
  let listener: Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;

  const listen = async (): Promise<void> => {
    const client = new Client({ connectionString: databaseUrl });
    client.on("notification", (msg) => {
      const parsed = msg.channel === BUS_CHANNEL ? parsePayload(msg.payload) : null;
      if (parsed) subscribers.deliver(parsed.topic, parsed.key, onError);
    });
    const lost = (err?: Error) => {
      if (listener !== client) return;
      listener = null;
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err }, "bus: listening connection lost, caches drop everything once it is back");
      scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    await client.connect();
    await client.query(`LISTEN ${BUS_CHANNEL}`);
    listener = client;
  };

  const scheduleReconnect = () => {
    if (reconnect || closed) return;
    reconnect = setTimeout(() => {
      reconnect = null;
      listen().then(
        () => subscribers.reset(onError),
        (err: unknown) => {
          log.warn({ err }, "bus: listening again failed, retrying");
          scheduleReconnect();
        },
      );
    }, BUS_RECONNECT_MS);
    reconnect.unref();
  };

  // Messages leave in one statement per flush: those of one tick, and those published while the
  // previous statement is on its way (under a burst the commits of many creates share one). The
  // promise of each resolves when it is sent.
  let queue: string[] = [];
  let next: Promise<void> | null = null;
  let sending: Promise<void> = Promise.resolve();
  const flush = async (): Promise<void> => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await sending;
    const batch = [...new Set(queue)];
    queue = [];
    next = null;
    sending = db.execute(sql`SELECT ${sql.join(batch.map((p) => sql`pg_notify(${BUS_CHANNEL}, ${p})`), sql`, `)}`).then(
      () => {},
      (err: unknown) => log.warn({ err, messages: batch.length }, "bus: NOTIFY failed, other nodes rely on the TTLs"),
    );
    await sending;
  };

  await listen();
  return {
    kind: "postgres",
    publish: (topic, key) => {
      subscribers.deliver(topic, key, onError);
      if (closed) return Promise.resolve();
      queue.push(payloadOf(topic, key));
      next ??= flush();
      return next;
    },
    publishIn: async (tx, topic, key) => {
      await tx.execute(sql`SELECT pg_notify(${BUS_CHANNEL}, ${payloadOf(topic, key)})`);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    close: async () => {
      if (next) await next;
      await sending;
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
