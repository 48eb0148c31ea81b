import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Client } from "pg";
import type { BusTopic, InvalidationBus } from "./cache/bus";
import { loadConfig, type Config } from "./config";
import type { AppContext } from "./context";
import { createDb, migrate, type Db, type DbHandle } from "./db/client";
import { seedCatalogue } from "./db/seed";
import { seedPartnerSamples } from "./db/seed-partner";
import { createSession } from "./modules/auth/sessions";
import { findOrCreateUserByPhone } from "./modules/auth/users";
import { buildServer, type ServerDeps } from "./server";

/** A clock tests can move: `now()` for the app, `set` / `advance(ms)` to travel. */
export type TestClock = { now: () => Date; set: (at: Date) => void; advance: (ms: number) => void };

/** A movable clock starting at `start` (default: the real time now). */
export function createTestClock(start: Date = new Date()): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), set: (at) => void (t = at.getTime()), advance: (ms) => void (t += ms) };
}

/** A logged-in test user: the bearer token, the order signing key (hex) and the user id. */
export type TestLogin = { token: string; signing_key: string; userId: number };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  ctx: AppContext;
  config: Config;
  clock: TestClock;
  kind: DbHandle["kind"];
  /** Logs `phone` in directly (user created if new; no SMS and no rate limits involved). */
  loginAs: (phone: string) => Promise<TestLogin>;
  /**
   * Builds another API node on the same database with the same clock (docs/decisions/014): on
   * PostgreSQL with its own pool and its own bus (LISTEN/NOTIFY, as a second process would have);
   * on PGlite on this app's database and in-process bus, which then stands for the channel.
   * Closed by `close`.
   */
  addNode: () => Promise<TestNode>;
  close: () => Promise<void>;
};

/** A second API node of a {@link TestApp}. */
export type TestNode = { app: FastifyInstance; ctx: AppContext };

/** Creates a fresh, empty PostgreSQL database next to `url` and answers its URL and a dropper. */
async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wenlv_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Builds the app for a test file on a fresh database: in-memory PGlite, or, when DATABASE_URL is
 * set, a new PostgreSQL database created beside it (dropped by `close`). Migrates and seeds.
 * `pglite: true` keeps PGlite even with DATABASE_URL (the bench measures both in one run).
 * `env` overrides settings (NODE_ENV is "test", logging silent); `clock` replaces the real clock;
 * `deps.providers` swaps single providers (`{ providers: { sms } }`, see createProviders) and
 * `deps.logStream` captures log lines.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: TestClock; deps?: Omit<ServerDeps, "db" | "now">; pglite?: boolean } = {},
): Promise<TestApp> {
  const baseUrl = options.pglite ? undefined : process.env.DATABASE_URL;
  const pg = baseUrl ? await freshPostgres(baseUrl) : null;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ":memory:",
    PUBLIC_URL: "http://localhost:8080",
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...options.env,
  });
  const handle = await createDb(config);
  await migrate(handle);
  await seedCatalogue(handle.db);
  await seedPartnerSamples(handle.db);
  const clock = options.clock ?? createTestClock();
  const app = await buildServer(config, { ...options.deps, db: handle, now: clock.now });
  await app.ready();
  const nodes: FastifyInstance[] = [];
  return {
    app,
    db: handle.db,
    ctx: app.ctx,
    config,
    clock,
    kind: handle.kind,
    loginAs: async (phone) => {
      const user = await findOrCreateUserByPhone(handle.db, phone);
      const session = await createSession(handle.db, user.id, clock.now());
      return { token: session.token, signing_key: session.signingKey, userId: user.id };
    },
    addNode: async () => {
      const deps = handle.kind === "postgres" ? { ...options.deps, now: clock.now } : { ...options.deps, db: handle, bus: app.ctx.bus, now: clock.now };
      const node = await buildServer(config, deps);
      await node.ready();
      nodes.push(node);
      return { app: node, ctx: node.ctx };
    },
    close: async () => {
      for (const node of nodes) await node.close();
      await app.close();
      await handle.close();
      await pg?.drop();
    },
  };
}

/** An injected answer: HTTP status, parsed JSON body (null when not JSON), headers. */
export type InjectedAnswer<T = unknown> = { status: number; body: { code: number; msg: string; data: T }; headers: Record<string, unknown>; raw: string };

/**
 * POSTs `fields` form-encoded (as the app does, ARCHITECTURE.md wire) to `url`; with `token` it is
 * sent both as `Authorization: Bearer` and as the form field `token`.
 */
export async function postForm<T = unknown>(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number | boolean | undefined> = {},
  token?: string,
): Promise<InjectedAnswer<T>> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, String(v));
  if (token) form.append("token", token);
  const res = await app.inject({
    method: "POST",
    url,
    payload: form.toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: InjectedAnswer<T>["body"];
  try {
    body = res.json();
  } catch {
    body = null as unknown as InjectedAnswer<T>["body"];
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.body };
}

/**
 * What the app asks its database while `fn` runs: the text of every statement sent outside a
 * transaction's own connection (PGlite, or the pg pool) and how many transactions it opened.
 */
export async function databaseWorkDuring(t: TestApp, fn: () => Promise<unknown>): Promise<{ statements: string[]; transactions: number }> {
  type Fn = (...args: unknown[]) => unknown;
  const client = (t.db as unknown as { $client: { query: Fn } }).$client;
  const db = t.db as unknown as { transaction: Fn };
  const statements: string[] = [];
  let transactions = 0;
  const query = client.query;
  const transaction = db.transaction;
  client.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    statements.push(typeof q === "string" ? q : String((q as { text?: string }).text ?? ""));
    return query.apply(this, args);
  };
  db.transaction = function (this: unknown, ...args: unknown[]) {
    transactions += 1;
    return transaction.apply(this, args);
  };
  try {
    await fn();
    return { statements, transactions };
  } finally {
    client.query = query;
    db.transaction = transaction;
  }
}

/**
 * The next key `bus` delivers on `topic` that `accept` takes: a promise that waits for the message
 * (on PostgreSQL it comes by NOTIFY), no timer.
 */
export function nextMessage(bus: InvalidationBus, topic: BusTopic, accept: (key: string) => boolean = () => true): Promise<string> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(topic, (key) => {
      if (!accept(key)) return;
      stop();
      resolve(key);
    });
  });
}
