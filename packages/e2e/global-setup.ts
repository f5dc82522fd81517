import { startMain } from './composition';

/** Starts the composition once for all suites; the returned function stops every process it started. */
export default async function globalSetup() {
  const composition = await startMain();
  return async () => {
    await composition.stop();
  };
}
