import { renderQueue } from './render-queue';

/** A task the test finishes. */
function task<T>(value: T) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const run = jest.fn(async () => {
    await done;
    return value;
  });
  return { run, finish };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A render that takes `ms` on `clock`, begun and ended: the queue measures what renders take from it. */
async function renderTaking(queue: ReturnType<typeof renderQueue>, clock: { at: number }, ms: number) {
  const measured = task('measured');
  const result = queue.run(measured.run, clock.at + ms);
  clock.at += ms;
  measured.finish();
  await result;
}

describe('renderQueue', () => {
  it('runs at most `concurrency` renders at once and begins the newest waiting one when a place frees', async () => {
    const queue = renderQueue({ concurrency: 2, now: () => 0 });
    const tasks = [task('a'), task('b'), task('c'), task('d')];
    const results = tasks.map((t) => queue.run(t.run, 1000));
    expect(tasks.map((t) => t.run.mock.calls.length)).toEqual([1, 1, 0, 0]);
    tasks[1]!.finish();
    await flush();
    // The newest has the most of its budget left.
    expect(tasks.map((t) => t.run.mock.calls.length)).toEqual([1, 1, 0, 1]);
    tasks[0]!.finish();
    await flush();
    expect(tasks[2]!.run).toHaveBeenCalledTimes(1);
    tasks[2]!.finish();
    tasks[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not begin a render that waited past half of its budget: it and every older one answer null', async () => {
    let clock = 0;
    const queue = renderQueue({ concurrency: 1, now: () => clock });
    const running = task('running');
    const runningResult = queue.run(running.run, 300);
    const old = task('old');
    const oldResult = queue.run(old.run, 300);
    clock = 100;
    const late = task('late');
    const lateResult = queue.run(late.run, clock + 300);
    // At 260 the newest has waited 160 ms of its 300 (past half), the older one 260.
    clock = 260;
    running.finish();
    await expect(runningResult).resolves.toBe('running');
    await expect(lateResult).resolves.toBeNull();
    await expect(oldResult).resolves.toBeNull();
    expect(late.run).not.toHaveBeenCalled();
    expect(old.run).not.toHaveBeenCalled();
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('begins a waiting render still within half of its budget', async () => {
    let clock = 0;
    const queue = renderQueue({ concurrency: 1, now: () => clock });
    const running = task('running');
    const runningResult = queue.run(running.run, 300);
    const next = task('next');
    const nextResult = queue.run(next.run, 300);
    clock = 150;
    running.finish();
    await runningResult;
    expect(next.run).toHaveBeenCalledTimes(1);
    next.finish();
    await expect(nextResult).resolves.toBe('next');
  });

  it('does not begin a render that would end past its deadline at what renders take now, though it waited less than half its budget', async () => {
    const clock = { at: 0 };
    const queue = renderQueue({ concurrency: 1, now: () => clock.at });
    await renderTaking(queue, clock, 200);
    expect(queue.expectedMs).toBe(200);
    const running = task('running');
    const runningResult = queue.run(running.run, clock.at + 300);
    const next = task('next');
    const nextResult = queue.run(next.run, clock.at + 300);
    // At 330 it has waited 130 ms of its 300 (less than half), but renders take about 186 ms now:
    // begun, it would end at about 516, past its deadline of 500.
    clock.at = 330;
    running.finish();
    await expect(runningResult).resolves.toBe('running');
    expect(queue.expectedMs).toBeCloseTo(186, 5);
    await expect(nextResult).resolves.toBeNull();
    expect(next.run).not.toHaveBeenCalled();
  });

  it('begins a render at once when a place is free, however long renders took', async () => {
    const clock = { at: 0 };
    const queue = renderQueue({ concurrency: 1, now: () => clock.at });
    await renderTaking(queue, clock, 900);
    expect(queue.expectedMs).toBe(900);
    // The machine may be quiet again: the next render is its measure.
    const quick = task('quick');
    const quickResult = queue.run(quick.run, clock.at + 300);
    expect(quick.run).toHaveBeenCalledTimes(1);
    clock.at = 950;
    quick.finish();
    await expect(quickResult).resolves.toBe('quick');
    expect(queue.expectedMs).toBeCloseTo(730, 5);
  });

  it('a failed render frees its place', async () => {
    const queue = renderQueue({ concurrency: 1, now: () => 0 });
    const failed = queue.run(() => Promise.reject(new Error('render')), 1000);
    const after = queue.run(async () => 'after', 1000);
    await expect(failed).rejects.toThrow('render');
    await expect(after).resolves.toBe('after');
  });
});

describe('renderQueue without a place for a render in time', () => {
  it('answers null at the render’s latest start, not when a place frees or the budget ends', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const queue = renderQueue({ concurrency: 1 });
      const running = task('running');
      const runningResult = queue.run(running.run, 1000);
      const waiting = task('waiting');
      let answered: string | null | undefined;
      void queue.run(waiting.run, 300).then((value) => (answered = value));
      await jest.advanceTimersByTimeAsync(149);
      expect(answered).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(answered).toBeNull();
      expect(queue.load).toEqual({ running: 1, waiting: 0 });
      running.finish();
      await expect(runningResult).resolves.toBe('running');
      expect(waiting.run).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
