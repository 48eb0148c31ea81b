import type { FastifyBaseLogger } from "fastify";
import { LOCK_KEYS, withAdvisoryLock } from "../../db/locks";
import type { PaymentProvider } from "../../providers/payment/types";
import { closeExpiredOrders, pruneUsedNonces } from "./close";
import { expireCoupons } from "../coupons/queries";
import { expirePassedEntries } from "../waitlist/offer";
import { processRefunds } from "./refund";
import type { StockWriter } from "./stock";

/** How often the sweeper runs: every 30 s (issue 2 section 3: unpaid orders close themselves). */
export const SWEEP_INTERVAL_MS = 30_000;

/** Orders closed per batch (one transaction each); a pass runs batches until fewer are due. */
export const SWEEP_BATCH = 200;

/** At most this many batches per pass, so one pass never holds the sweep lock without end. */
const MAX_BATCHES_PER_PASS = 50;

/**
 * Closes every due order in batches of `batch` until a batch comes back short (at most
 * MAX_BATCHES_PER_PASS batches): unpaid orders of a flash sale expire together, and a pass that
 * closed one batch per interval would keep their places for hours. Answers how many it closed.
 */
async function closeAllDue(ctx: StockWriter, now: () => Date, batch: number): Promise<number> {
  let closed = 0;
  for (let i = 0; i < MAX_BATCHES_PER_PASS; i += 1) {
    const n = await closeExpiredOrders(ctx, now(), batch);
    closed += n;
    if (n < batch) break;
  }
  return closed;
}

export type OrderSweeper = {
  /** One pass: close expired unpaid orders, complete pending refunds, forget old nonces, end waiting-list entries whose day passed, expire coupons past their validity. Never runs twice at once, on any node. */
  runOnce: () => Promise<void>;
  /** Stops the timer and waits for a pass in progress. */
  stop: () => Promise<void>;
};

/**
 * Starts the order sweeper: every `intervalMs` (default 30 s) it closes every due order
 * (`closeExpiredOrders` in batches of `batchSize`, default 200) and runs `processRefunds` (and
 * `pruneUsedNonces`, `expirePassedEntries` of the waiting list and `expireCoupons`) with the clock `now`, under the `orderSweep` advisory lock so that of several
 * API nodes on one PostgreSQL only one sweeps at a time (the others skip that pass); places they
 * give back are announced on `ctx.bus`. Failures are logged and retried on the next pass. The
 * timer does not keep the process alive.
 */
export function startOrderSweeper(options: {
  ctx: StockWriter;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
  batchSize?: number;
}): OrderSweeper {
  const { ctx, provider, now, log } = options;
  let running: Promise<void> | null = null;
  const runOnce = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        // One pass at a time across every API node on this database; a node that finds the lock
        // taken skips this pass (docs/decisions/015-cluster.md).
        await withAdvisoryLock(
          ctx.db,
          LOCK_KEYS.orderSweep,
          async () => {
            const closed = await closeAllDue(ctx, now, options.batchSize ?? SWEEP_BATCH);
            const refunded = await processRefunds(ctx, now(), provider);
            await pruneUsedNonces(ctx.db, now());
            const expired = await expirePassedEntries(ctx.db, now());
            const coupons = await expireCoupons(ctx.db, now());
            if (closed + refunded + expired + coupons > 0) log.info({ closed, refunded, expired, coupons }, "order sweep");
          },
          { wait: false },
        );
      } catch (err) {
        log.error({ err }, "order sweep failed");
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
