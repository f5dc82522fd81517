/**
 * Lets the browser paint and handle input between long pieces of start-up work: the rest runs in
 * a task of its own (scheduler.yield keeps the continuation ahead of other tasks where it exists).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the steps one per task (each after a yield), then yields once more: module evaluations that
 * would be one long task together (decisions 0046, 0048) become several short ones.
 */
export async function inTasks(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await yieldToMain();
    await step();
  }
  await yieldToMain();
}
