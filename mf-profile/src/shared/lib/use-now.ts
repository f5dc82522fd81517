import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: the order's state is computed for the moment it is
 * on screen, so «в течение N часов» and the 20-hour window move on while the page stays open.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Seconds left of a wait of `seconds` that started when `issue` last changed; 0 once over. */
export function useCountdown(wait: { seconds: number; issue: number } | null): number {
  const [left, setLeft] = useState(wait?.seconds ?? 0);
  const seconds = wait?.seconds ?? 0;
  const issue = wait?.issue ?? 0;
  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const update = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    update();
    if (seconds <= 0) return undefined;
    const timer = window.setInterval(update, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, issue]);
  return left;
}
