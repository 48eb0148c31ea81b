/** First retry delay after a failed location fix, in ms. */
export const BACKOFF_BASE_MS = 1_000;
/** Longest wait between location retries, in ms. */
export const BACKOFF_MAX_MS = 60_000;

/**
 * Exponential back-off: the delay before retry number `attempt` (0-based) is base * 2^attempt,
 * capped at `max` (1 s, 2 s, 4 s, ... 32 s, 60 s, 60 s ...).
 */
export function backoffDelay(attempt: number, base: number = BACKOFF_BASE_MS, max: number = BACKOFF_MAX_MS): number {
  if (attempt < 0 || !Number.isFinite(attempt)) return base;
  // 2^attempt overflows to Infinity for large attempts, which Math.min caps correctly.
  return Math.min(base * 2 ** attempt, max);
}
