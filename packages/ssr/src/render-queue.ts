/**
 * At most `concurrency` renders at once; the others wait. When a place frees, the newest waiting
 * render begins (it has the most of its budget left), and one that can no longer end within its
 * request's budget is not begun at all: its request has already been answered, or soon will be,
 * with the page for the browser to render (or the last good render). Before this, on two cores,
 * fifty renders ran at once, each fifty times as slow: nearly all missed the budget together and
 * their work was thrown away (issue 37's profile).
 *
 * A waiting render's latest start is the earlier of half of its time until the deadline and the
 * deadline less what renders take now (a running mean of the last ones, from begin to end): when
 * the machine is busy, a render that would end past its budget is not begun, and its request gets
 * its answer then, not at the end of the budget (decision 0067). A render that finds a free place
 * begins at once, so the mean follows the machine when it is quiet again.
 */
export function renderQueue(options: { concurrency: number; now?: () => number }) {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const now = options.now ?? Date.now;
  let running = 0;
  /** What a render takes now, from its begin to its end (ms): a running mean, 0 until one has ended. */
  let expected = 0;
  /** Oldest first; each is begun or skipped once. */
  const waiting: { begin: () => void; skip: () => void; queued: number; deadline: number }[] = [];

  const latestStart = (job: { queued: number; deadline: number }) =>
    Math.min(job.queued + Math.max(0, job.deadline - job.queued) / 2, job.deadline - expected);

  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.pop()!;
      if (now() <= latestStart(job)) {
        job.begin();
        continue;
      }
      // Too late to begin, and every older one is later still.
      for (const old of waiting.splice(0)) old.skip();
      job.skip();
    }
  };

  return {
    /** `task`'s result, or null when it could not begin in time to end before `deadline`. */
    run<T>(task: () => Promise<T>, deadline: number): Promise<T | null> {
      const queued = now();
      return new Promise<T | null>((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const begin = () => {
          clearTimeout(timer);
          running += 1;
          const began = now();
          // The place is free before the render's result is handed on.
          const settle = () => {
            running -= 1;
            const took = now() - began;
            expected = expected === 0 ? took : expected * 0.8 + took * 0.2;
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
          queued,
          deadline,
        };
        if (running < concurrency && waiting.length === 0) {
          job.begin();
          return;
        }
        waiting.push(job);
        next();
        if (waiting.includes(job)) {
          // Still waiting at its latest start: its request is answered then, not at the end of its budget.
          const expire = () => {
            const at = waiting.indexOf(job);
            if (at < 0) return;
            // What renders take may have changed since: wait on to the latest start it gives now.
            const left = latestStart(job) - now();
            if (left > 0) {
              timer = setTimeout(expire, left);
              timer.unref?.();
              return;
            }
            waiting.splice(at, 1);
            resolve(null);
          };
          timer = setTimeout(expire, Math.max(0, latestStart(job) - now()));
          timer.unref?.();
        }
      });
    },
    /** Renders running and waiting (metrics, tests). */
    get load() {
      return { running, waiting: waiting.length };
    },
    /** What a render takes now (ms), from the last ones' begin to end. */
    get expectedMs() {
      return expected;
    },
  };
}
