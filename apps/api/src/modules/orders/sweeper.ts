import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { LOCK_KEYS, withAdvisoryLock } from "../../db/locks";
import type { PaymentProvider } from "../../providers/payment/types";
import { closeExpiredOrders, pruneUsedNonces } from "./close";
import { processRefunds } from "./refund";

/** How often the sweeper runs: every 30 s (issue 2 section 3: unpaid orders close themselves). */
export const SWEEP_INTERVAL_MS = 30_000;

export type OrderSweeper = {
  /** One pass: close expired unpaid orders, complete pending refunds, forget old nonces. Never runs twice at once, on any node. */
  runOnce: () => Promise<void>;
  /** Stops the timer and waits for a pass in progress. */
  stop: () => Promise<void>;
};

/**
 * Starts the order sweeper: every `intervalMs` (default 30 s) it runs `closeExpiredOrders` and
 * `processRefunds` (and `pruneUsedNonces`) with the clock `now`, under the `orderSweep` advisory lock
 * so that of several API nodes on one PostgreSQL only one sweeps at a time (the others skip that
 * pass). Failures are logged and retried on the next pass. The timer does not keep the process alive.
 */
export function startOrderSweeper(options: {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): OrderSweeper {
  const { db, provider, now, log } = options;
  let running: Promise<void> | null = null;
  const runOnce = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        // One pass at a time across every API node on this database; a node that finds the lock
        // taken skips this pass (docs/decisions/015-cluster.md).
        await withAdvisoryLock(
          db,
          LOCK_KEYS.orderSweep,
          async () => {
            const closed = await closeExpiredOrders(db, now());
            const refunded = await processRefunds(db, now(), provider);
            await pruneUsedNonces(db, now());
            if (closed + refunded > 0) log.info({ closed, refunded }, "order sweep");
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
