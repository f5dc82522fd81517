/**
 * At most `concurrency` renders at once; the others wait. When a place frees, the newest waiting
 * render begins (it has the most of its budget left), and one that has waited past half of its
 * request's budget is not begun at all: its request has already been answered, or soon will be,
 * with the page for the browser to render (or the last good render). Before this, on two cores,
 * fifty renders ran at once, each fifty times as slow: nearly all missed the budget together and
 * their work was thrown away (issue 37's profile).
 */
export function renderQueue(options: { concurrency: number; now?: () => number }) {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const now = options.now ?? Date.now;
  let running = 0;
  /** Oldest first; each is begun or skipped once. */
  const waiting: { begin: () => void; skip: () => void; latestStart: number }[] = [];

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.pop()!;
      if (now() <= job.latestStart) {
        job.begin();
        continue;
      }
      // Too late to begin, and every older one is later still.
      for (const old of waiting.splice(0)) old.skip();
      job.skip();
    }
  };

  return {
    /** `task`'s result, or null when it could not begin before half of the time until `deadline` had passed. */
    run<T>(task: () => Promise<T>, deadline: number): Promise<T | null> {
      const queued = now();
      const latestStart = queued + Math.max(0, deadline - queued) / 2;
      return new Promise<T | null>((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const begin = () => {
          clearTimeout(timer);
          running += 1;
          // The place is free before the render's result is handed on.
          const settle = () => {
            running -= 1;
            next();
          };
          task().then(
            (value) => {
              settle();
              resolve(value);
            },
            (error: unknown) => {
              settle();
              reject(error);
            },
          );
        };
        const job = {
          begin,
          skip: () => {
            clearTimeout(timer);
            resolve(null);
          },
          latestStart,
        };
        waiting.push(job);
        next();
        if (waiting.includes(job)) {
          // Still waiting at its latest start: its request is answered then, not at the end of its budget.
          timer = setTimeout(
            () => {
              const at = waiting.indexOf(job);
              if (at >= 0) waiting.splice(at, 1);
              resolve(null);
            },
            Math.max(0, latestStart - now()),
          );
          timer.unref?.();
        }
      });
    },
    /** Renders running and waiting (metrics, tests). */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
