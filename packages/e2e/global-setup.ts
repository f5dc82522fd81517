import { composeNamed, startMain } from './composition';

/** Starts the composition once for all suites; the returned function stops every process it started. */
export default async function globalSetup() {
  const composition = await startMain();
  try {
    composeNamed(composition);
  } catch (error) {
    await composition.stop();
    throw error;
  }
  return async () => {
    await composition.stop();
  };
}
