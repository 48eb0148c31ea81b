import { useEffect, useState } from "react";

/**
 * Milliseconds left until `deadlineIso` (an ISO 8601 UTC time such as an order's `expires_at`),
 * re-rendering every second; 0 once it has passed, null while there is no deadline. Counted against
 * the wall clock so a page that was in the background shows the right value when it comes back.
 */
export function useRemaining(deadlineIso: string | null | undefined): number | null {
  const deadline = deadlineIso ? new Date(deadlineIso).getTime() : Number.NaN;
  const valid = Number.isFinite(deadline);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!valid) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [valid, deadline]);

  return valid ? Math.max(0, deadline - now) : null;
}
