import { inTasks } from './yield-to-main';

describe('inTasks', () => {
  it('runs each step in a task of its own, in order, and yields once more after the last', async () => {
    const order: string[] = [];
    const step = (name: string) => async () => {
      order.push(name);
      // A microtask later in the same task: the next step has not begun.
      await Promise.resolve();
      order.push(`${name} done`);
    };
    const run = inTasks([step('a'), step('b')]);
    // Nothing runs in the caller's task.
    expect(order).toEqual([]);
    let finished = false;
    void run.then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['a', 'a done']);
    await run;
    expect(order).toEqual(['a', 'a done', 'b', 'b done']);
    expect(finished).toBe(true);
  });
});
