import { EXCHANGE_LOGIN, EXCHANGE_PASSWORD } from '../server/test/helpers/commerceml';
import { startStoreOverMainRemotes, type StoreOverMainRemotes } from './composition';
import { EXCHANGE } from './ports';

/** A call of mode=import works this long before it answers `progress` (EXCHANGE_STEP_MS, its least): 1C asks again and again. */
export const EXCHANGE_STEP_MS = 200;

/**
 * The store as a shop with 1C runs it (docs/operations.md, «Обмен с 1С»): the exchange on
 * (EXCHANGE_LOGIN, EXCHANGE_PASSWORD), in development mode otherwise (its SMS outbox readable).
 * Its own API and data folder, its own shell, whose `/api` 1C reaches as it reaches the public
 * address; the remotes are the main composition's servers. Every process is stopped by its PID.
 */
export function startExchangeStore(): Promise<StoreOverMainRemotes> {
  return startStoreOverMainRemotes(
    { shell: EXCHANGE.shellPort, api: EXCHANGE.apiPort },
    {
      ...process.env,
      EXCHANGE_LOGIN,
      EXCHANGE_PASSWORD,
      EXCHANGE_STEP_MS: String(EXCHANGE_STEP_MS),
    },
    'store-e2e-exchange-',
  );
}
