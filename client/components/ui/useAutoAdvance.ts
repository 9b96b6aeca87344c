import { useEffect, useState } from "react";

/**
 * Index of the current item of `count`, advancing every `intervalMs` and wrapping to the
 * first; never moves with fewer than two items or while `paused`. `goTo` restarts the timer.
 */
export function useAutoAdvance(count: number, intervalMs: number, paused = false): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [current, count, intervalMs, paused]);

  return [current, setIndex];
}
