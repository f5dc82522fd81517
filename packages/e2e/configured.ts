import { startRecaptchaFake, type RecaptchaFake } from '../server/fakes/recaptcha';
import { startStoreOverMainRemotes } from './composition';
import { CONFIGURED, E2E } from './ports';

/** The counter and site key the configured store names in GET /api/settings. */
export const CONFIGURED_SETTINGS = { metrikaCounterId: 98765432, recaptchaSiteKey: 'journey-recaptcha-site-key' } as const;

export interface ConfiguredStore {
  url: string;
  recaptcha: RecaptchaFake;
  apiLog: string[];
  stop(): Promise<void>;
}

/**
 * The store in development mode (its SMS outbox readable) with the two settings the main suite's
 * API lacks: a Метрика counter (METRIKA_COUNTER_ID) and reCAPTCHA (CAPTCHA_PROVIDER=recaptcha, its
 * siteverify the local fake). Its own API and data folder, its own shell; the remotes are the main
 * composition's servers. Every process is stopped by its PID.
 */
export async function startConfiguredStore(): Promise<ConfiguredStore> {
  const recaptcha = await startRecaptchaFake({ hostname: E2E.host });
  try {
    const store = await startStoreOverMainRemotes(
      { shell: CONFIGURED.shellPort, api: CONFIGURED.apiPort },
      {
        ...process.env,
        METRIKA_COUNTER_ID: String(CONFIGURED_SETTINGS.metrikaCounterId),
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_URL: recaptcha.url,
        RECAPTCHA_SECRET: recaptcha.secret,
        RECAPTCHA_SITE_KEY: CONFIGURED_SETTINGS.recaptchaSiteKey,
      },
      'store-e2e-configured-',
    );
    return {
      ...store,
      recaptcha,
      stop: async () => {
        await store.stop();
        await recaptcha.stop();
      },
    };
  } catch (error) {
    await recaptcha.stop();
    throw error;
  }
}
