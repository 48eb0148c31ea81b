import type { FastifyBaseLogger } from "fastify";
import type { PaymentProvider } from "../../providers/payment/types";
import { closeExpiredOrders, pruneUsedNonces } from "./close";
import { processRefunds } from "./refund";
import type { StockWriter } from "./stock";

/** How often the sweeper runs: every 30 s (issue 2 section 3: unpaid orders close themselves). */
export const SWEEP_INTERVAL_MS = 30_000;

export type OrderSweeper = {
  /** One pass: close expired unpaid orders, complete pending refunds, forget old nonces. Never runs twice at once. */
  runOnce: () => Promise<void>;
  /** Stops the timer and waits for a pass in progress. */
  stop: () => Promise<void>;
};

/**
 * Starts the order sweeper: every `intervalMs` (default 30 s) it runs `closeExpiredOrders` and
 * `processRefunds` (and `pruneUsedNonces`) with the clock `now`; places they give back are
 * announced on `ctx.bus`. Failures are logged and retried
 * on the next pass. The timer does not keep the process alive.
 */
export function startOrderSweeper(options: {
  ctx: StockWriter;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): OrderSweeper {
  const { ctx, provider, now, log } = options;
  let running: Promise<void> | null = null;
  const runOnce = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        const closed = await closeExpiredOrders(ctx, now());
        const refunded = await processRefunds(ctx, now(), provider);
        await pruneUsedNonces(ctx.db, now());
        if (closed + refunded > 0) log.info({ closed, refunded }, "order sweep");
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
