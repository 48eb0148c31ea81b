import { useCallback, useEffect, useState } from "react";

/** What {@link useCountdown} answers: whole seconds left (0 when idle) and a starter. */
export type Countdown = { remaining: number; running: boolean; start: (seconds: number) => void };

/**
 * A seconds countdown for "get code" buttons (SMS and email codes: at most one a minute per number
 * or address; start it with the API's `resend_after_s`).
 * Counts against the wall clock (an end time in ms), not against ticks, so a throttled background
 * tab still shows the right value when it comes back. `start(s)` restarts it at `s` seconds.
 */
export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setRemaining(Math.max(0, Math.ceil(seconds)));
    setEndsAt(Date.now() + seconds * 1000);
  }, []);

  return { remaining, running: remaining > 0, start };
}
