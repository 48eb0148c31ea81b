import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { createDb, type DbHandle } from "../src/db/client";
import { idCardNumber, orderData, sign, type TicketFixture } from "../src/modules/orders/test-fixtures";

/*
 * Helpers of the cluster test (scripts/cluster.sh): real HTTP to nginx and to each API node, the
 * way a phone talks to the product. The test files beside this one share them.
 */

/**
 * How long a node may answer a catalogue or stock read that misses a write made on another node
 * (docs/decisions/015-cluster.md): the invalidation reaches every node well within it, and a cached
 * answer never outlives it. Not a speed target: the test waits up to this long, then fails.
 */
export const STALE_BOUND_MS = 5_000;

/** Where the cluster runs: nginx, the three nodes (direct, bypassing nginx), the database and the nodes' logs. */
export type Cluster = { nginx: string; nodes: string[]; databaseUrl: string; logDir: string };

/** The cluster scripts/cluster.sh started (CLUSTER_* variables); throws when run without it. */
export function clusterEnv(env: Record<string, string | undefined> = process.env): Cluster {
  const { CLUSTER_NGINX_URL: nginx, CLUSTER_NODE_URLS: nodes, CLUSTER_DATABASE_URL: databaseUrl, CLUSTER_LOG_DIR: logDir } = env;
  if (!nginx || !nodes || !databaseUrl || !logDir) throw new Error("The cluster test needs the cluster: run `bash scripts/cluster.sh` (pnpm bench:cluster).");
  return { nginx, nodes: nodes.split(","), databaseUrl, logDir };
}

/** The cluster's PostgreSQL through the API's own schema (for facts no endpoint shows: rows, counters). */
export function openClusterDb(cluster: Cluster): Promise<DbHandle> {
  return createDb({ databaseUrl: cluster.databaseUrl, dataDir: ":memory:" });
}

/** An answer: HTTP status, the `{code, msg, data}` envelope and the node that served it (nginx's X-Upstream). */
export type Answer<T = unknown> = { status: number; body: { code: number; msg: string; data: T }; upstream: string | null };

/** Who is calling: a session token and the client address nodes read from X-Forwarded-For (set only on direct calls; nginx overwrites it). */
export type Caller = { token?: string; ip?: string };

async function answer<T>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  let body: Answer<T>["body"];
  try {
    body = JSON.parse(text) as Answer<T>["body"];
  } catch {
    body = { code: -1, msg: `HTTP ${res.status}: ${text.slice(0, 200)}`, data: null as T };
  }
  return { status: res.status, body, upstream: res.headers.get("x-upstream") };
}

function headers(caller: Caller, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    ...(caller.ip ? { "x-forwarded-for": caller.ip } : {}),
  };
}

/** POSTs `fields` form-encoded to `base + url` (the token as header and field, as the app sends it). */
export async function post<T = unknown>(base: string, url: string, fields: Record<string, string | number | boolean>, caller: Caller = {}): Promise<Answer<T>> {
  const form = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  if (caller.token) form.set("token", caller.token);
  const res = await fetch(base + url, { method: "POST", headers: headers(caller, { "content-type": "application/x-www-form-urlencoded" }), body: form.toString() });
  return answer<T>(res);
}

/** GETs `base + url` with `query`. */
export async function get<T = unknown>(base: string, url: string, query: Record<string, string | number> = {}, caller: Caller = {}): Promise<Answer<T>> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await fetch(`${base}${url}${qs ? `?${qs}` : ""}`, { headers: headers(caller) });
  return answer<T>(res);
}

/** A logged-in user: token, order signing key and id. */
export type Login = { token: string; signing_key: string; userId: number };

/**
 * Logs `phone` in by SMS on one node: sms/send, the code from that node's sandbox outbox (each node
 * keeps its own), phoneLogin. `ip` is the client address the node counts the send against.
 */
export async function smsLogin(node: string, phone: string, ip: string): Promise<Login> {
  const sent = await post(node, "/api/uservice/sms/send", { phone, purpose: "login" }, { ip });
  if (sent.body.code !== 1) throw new Error(`sms/send ${phone}: ${sent.body.msg}`);
  const outbox = await get<{ list: { code: string }[] }>(node, "/api/dev/sms-outbox", { phone });
  const code = outbox.body.data.list[0]?.code;
  if (!code) throw new Error(`no code in the outbox of ${node} for ${phone}`);
  const login = await post<{ token: string; signing_key: string; user: { id: number } }>(node, "/api/uservice/user/phoneLogin", { phone, code, agree_privacy: "1" }, { ip });
  if (login.body.code !== 1) throw new Error(`phoneLogin ${phone}: ${login.body.msg}`);
  return { token: login.body.data.token, signing_key: login.body.data.signing_key, userId: login.body.data.user.id };
}

/** Saves one traveller (ID number of `seq`) for the login; answers its id. */
export async function addTraveller(base: string, login: Login, seq: number): Promise<number> {
  const res = await post<{ id: number }>(base, "/api/traveller/save", { name: "张伟", id_type: "ID_CARD", id_number: idCardNumber(seq), agree_id_consent: "1" }, login);
  if (res.body.code !== 1) throw new Error(`traveller save: ${res.body.msg}`);
  return res.body.data.id;
}

const realClock = { clock: { now: () => new Date() } };

/** A signed /api/order/create of one place for `travellerId` (fresh nonce and idempotency key), through `base`. */
export async function createOrder(base: string, login: Login, ticket: TicketFixture, travellerId: number) {
  const text = JSON.stringify(orderData(realClock, ticket, [travellerId]));
  return post<{ order_no: string }>(base, "/api/order/create", { data: text, signature: sign(text, login.signing_key), partner_code: "default" }, login);
}

/** Remaining places of the ticket's slot on its day, as `base` answers /api/scenic/stock. */
export async function remainingOn(base: string, ticket: TicketFixture): Promise<number | undefined> {
  const res = await get<{ day: string; slots: { slot: string; remaining: number }[] }[]>(base, "/api/scenic/stock", { product_id: ticket.productId, start_day: ticket.day, days: 1 });
  return res.body.data?.find((d) => d.day === ticket.day)?.slots.find((s) => s.slot === ticket.slot)?.remaining;
}

/** Waits (at most STALE_BOUND_MS per node) until every node answers `remaining` places for the ticket's slot; then fails. */
export async function everyNodeShows(cluster: Cluster, ticket: TicketFixture, remaining: number): Promise<void> {
  for (const node of cluster.nodes) {
    await within(STALE_BOUND_MS, async () => expect({ node, remaining: await remainingOn(node, ticket) }).toEqual({ node, remaining }));
  }
}

/**
 * Calls `check` until it stops throwing, at most `boundMs`; then rethrows its last failure. For
 * guarantees with a stated bound (stale reads, a sweep interval), never to measure speed.
 */
export async function within<T>(boundMs: number, check: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Sum of `field` over the nodes' JSON log lines whose msg is `msg` (node<N>.log in the log folder). */
export function sumOfLogged(logDir: string, msg: string, field: string): number {
  let sum = 0;
  for (const file of readdirSync(logDir).filter((f) => /^node\d+\.log$/.test(f))) {
    for (const line of readFileSync(path.join(logDir, file), "utf8").split("\n")) {
      if (!line.startsWith("{") || !line.endsWith("}")) continue;
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === msg && typeof entry[field] === "number") sum += entry[field];
    }
  }
  return sum;
}
