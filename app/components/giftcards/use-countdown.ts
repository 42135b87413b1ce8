// The "send the code again" counter of the gift card's one-time codes (docs/spec.md#first-9: "the counter
// ticks each second" from the server's server_resend_rate; docs/spec.md#second-9: 60 s for the gift card).
// It counts from a deadline, not by ticks, so a tab in the background still comes back right.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): { left: number; start: (seconds: number) => void; stop: () => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + Math.max(0, seconds) * 1000);
  }, []);
  const stop = useCallback(() => setEndsAt(0), []);
  return { left, start, stop };
}
