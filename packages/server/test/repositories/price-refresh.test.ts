import type { Queryable } from '../../src/db';
import { effectivePrices, PRICE_REFRESH_MS } from '../../src/repositories/listing';

/**
 * The pacing of the repricing a listing or a search relies on (decision 0012): no page relies on a
 * repricing begun more than PRICE_REFRESH_MS ago, and under steady traffic no page waits for one.
 */

/** A database whose every `refresh_effective_prices()` waits until the test answers it. */
function pendingDb() {
  const asked: { answer: (changed: number) => void; fail: (error: Error) => void }[] = [];
  const db: Queryable = {
    query: <T>() =>
      new Promise<T[]>((resolve, reject) => {
        asked.push({ answer: (changed) => resolve([{ changed } as T]), fail: reject });
      }),
  };
  return { db, asked };
}

/** Pacing over `pendingDb` on a clock the test moves, after a first repricing began at 0 and finished. */
async function afterFirstRepricing() {
  const { db, asked } = pendingDb();
  const clock = { now: 0 };
  const prices = effectivePrices(db, PRICE_REFRESH_MS, () => clock.now);
  const first = prices.refresh();
  asked[0]!.answer(0);
  await first;
  return { asked, clock, prices };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('the repricing of ended discounts before a page', () => {
  it('the first page waits for a repricing; pages within the interval do not ask again', async () => {
    const { db, asked } = pendingDb();
    let now = 0;
    const prices = effectivePrices(db, PRICE_REFRESH_MS, () => now);
    const first = prices.refresh();
    expect(asked).toHaveLength(1);
    expect(await settled(first)).toBe(false);
    asked[0]!.answer(3);
    await expect(first).resolves.toBe(3);
    now += PRICE_REFRESH_MS / 4;
    await expect(prices.refresh()).resolves.toBe(0);
    expect(asked).toHaveLength(1);
  });

  it('under steady traffic a page never waits: the next repricing starts in the background half an interval on', async () => {
    const { asked, clock, prices } = await afterFirstRepricing();
    clock.now += PRICE_REFRESH_MS * 0.6;
    // The page answers at once while the repricing it started is still in the database.
    expect(await settled(prices.refresh())).toBe(true);
    expect(asked).toHaveLength(2);
    // Pages meanwhile start no second one.
    expect(await settled(prices.refresh())).toBe(true);
    expect(asked).toHaveLength(2);
    asked[1]!.answer(1);
    await new Promise((resolve) => setImmediate(resolve));
    // That repricing began at 0.6 of the interval: a page at 1.5 still relies on it.
    clock.now = PRICE_REFRESH_MS * 1.5;
    expect(await settled(prices.refresh())).toBe(true);
    expect(asked).toHaveLength(3);
  });

  it('a page after a quiet spell waits for a fresh repricing, so it never shows a discount that ended more than the interval ago', async () => {
    const { asked, clock, prices } = await afterFirstRepricing();
    clock.now += PRICE_REFRESH_MS + 1;
    const later = prices.refresh();
    expect(await settled(later)).toBe(false);
    asked[1]!.answer(2);
    await expect(later).resolves.toBe(2);
  });

  it('a failed background repricing is no unhandled rejection; the next page asks again, and waits when it must', async () => {
    const { asked, clock, prices } = await afterFirstRepricing();
    clock.now += PRICE_REFRESH_MS * 0.6;
    await prices.refresh();
    asked[1]!.fail(new Error('database away'));
    await new Promise((resolve) => setImmediate(resolve));
    clock.now = PRICE_REFRESH_MS * 1.2;
    // The repricing of 0 is too old now and the one of 0.6 failed: this page waits and sees the error.
    const page = prices.refresh();
    expect(asked).toHaveLength(3);
    asked[2]!.fail(new Error('database away'));
    await expect(page).rejects.toThrow('database away');
  });
});
