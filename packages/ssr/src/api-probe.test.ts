import { apiProbe } from './api-probe';

/** A check whose answers the test gives, one by one. */
function checks() {
  const pending: ((answered: boolean) => void)[] = [];
  const check = jest.fn(() => new Promise<boolean>((resolve) => pending.push(resolve)));
  return { check, answer: (answered: boolean) => pending.shift()?.(answered) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('apiProbe', () => {
  it('answers renders whose data was read before a check began with that check', async () => {
    let clock = 100;
    const { check, answer } = checks();
    const answeredSince = apiProbe(check, () => clock);
    const first = answeredSince(100);
    clock = 110;
    // Read at 100, asked at 110: the check begun at 100 vouches for it.
    const second = answeredSince(100);
    expect(check).toHaveBeenCalledTimes(1);
    answer(true);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
  });

  it('never vouches for data read after the check began: those wait for the next check, one for them all', async () => {
    let clock = 100;
    const { check, answer } = checks();
    const answeredSince = apiProbe(check, () => clock);
    const early = answeredSince(100);
    clock = 120;
    const late = [answeredSince(110), answeredSince(115), answeredSince(120)];
    // One check in flight: the late renders wait for it to settle, then share one new check.
    expect(check).toHaveBeenCalledTimes(1);
    answer(true);
    await expect(early).resolves.toBe(true);
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
    // The API went away after the first check: the renders whose data came later are not vouched for.
    answer(false);
    await expect(Promise.all(late)).resolves.toEqual([false, false, false]);
  });

  it('begins a check at once when none is in flight, and counts a failed one as not answered', async () => {
    let clock = 100;
    const check = jest.fn().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValue(true);
    const answeredSince = apiProbe(check, () => clock);
    await expect(answeredSince(100)).resolves.toBe(false);
    clock = 200;
    await expect(answeredSince(150)).resolves.toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
