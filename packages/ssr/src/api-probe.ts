/**
 * Whether the API answered a check begun after a given moment: a page whose data was read while
 * the API did not answer shows the remote's error views and is neither sent nor kept (decision
 * 0059). One check is in flight at a time: a render asks for the first check begun after its data
 * was read — the one in flight if it began after that, else the next, which begins when the one in
 * flight has settled and answers for every render that asked meanwhile. Under load the checks come
 * one after another instead of one per render (issue 37's profile: a health check per product page,
 * a quarter of the API's requests).
 */
export function apiProbe(check: () => Promise<boolean>, now: () => number = Date.now) {
  /** The latest check begun and when. */
  let last: { at: number; answered: Promise<boolean>; settled: boolean } | null = null;
  /** The check that begins once `last` has settled (asked for by renders after `last` began). */
  let next: Promise<boolean> | null = null;

  const begin = (): Promise<boolean> => {
    const probe = { at: now(), answered: Promise.resolve(false), settled: false };
    probe.answered = check()
      .catch(() => false)
      .finally(() => {
        probe.settled = true;
      });
    last = probe;
    return probe.answered;
  };

  return (since: number): Promise<boolean> => {
    if (last && last.at >= since) return last.answered;
    if (next) return next;
    if (!last || last.settled) return begin();
    next = last.answered.then(() => {
      next = null;
      return begin();
    });
    return next;
  };
}
