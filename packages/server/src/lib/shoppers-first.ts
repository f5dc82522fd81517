/**
 * The shoppers' requests in flight on this instance, so that 1C's import gives way to them between
 * its steps (decision 0064): before the next batch starts, the requests under way now are let finish
 * (new ones do not lengthen the wait), at most `maxMs`. A batch and a shopper's request then meet only
 * when the request comes during the batch.
 */
export interface ShoppersFirst {
  /** A shopper's request began; the returned function ends it (once). */
  began(): () => void;
  /** Resolves when the requests in flight now have ended, or after `maxMs`. */
  giveWay(maxMs: number): Promise<void>;
  /** Requests in flight now. */
  inFlight(): number;
}

export function shoppersFirst(): ShoppersFirst {
  let next = 0;
  const open = new Set<number>();
  const waiters = new Set<{ ids: Set<number>; done: () => void }>();
  return {
    began() {
      const id = (next += 1);
      open.add(id);
      return () => {
        if (!open.delete(id)) return;
        for (const waiter of waiters) {
          waiter.ids.delete(id);
          if (waiter.ids.size === 0) waiter.done();
        }
      };
    },
    giveWay(maxMs) {
      if (open.size === 0) return new Promise((resolve) => setImmediate(resolve));
      return new Promise<void>((resolve) => {
        const waiter = {
          ids: new Set(open),
          done: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(waiter.done, maxMs);
        waiters.add(waiter);
      });
    },
    inFlight: () => open.size,
  };
}
