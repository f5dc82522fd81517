import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRecaptchaFake, type RecaptchaFake } from '../server/fakes/recaptcha';
import { root } from '../../scripts/lib/bootstrap.mjs';
import { configFromEnv, REMOTES, startComposition } from '../../scripts/lib/composition.mjs';
import { stopChild, waitForHttp } from '../../scripts/lib/processes.mjs';
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
  const url = `http://${E2E.host}:${CONFIGURED.shellPort}`;
  const apiUrl = `http://${E2E.host}:${CONFIGURED.apiPort}`;
  const apiLog: string[] = [];
  let api: ChildProcess | null = null;
  let shell: Awaited<ReturnType<typeof startComposition>> | null = null;
  const stop = async () => {
    await shell?.stop();
    await stopChild(api);
    await recaptcha.stop();
  };
  try {
    api = spawn(process.execPath, [join(root, 'packages/server/dist/server.js')], {
      cwd: root,
      env: {
        ...process.env,
        HOST: E2E.host,
        PORT: String(CONFIGURED.apiPort),
        DATA_DIR: join(mkdtempSync(join(tmpdir(), 'store-e2e-configured-')), 'pglite'),
        SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '600',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: url,
        METRIKA_COUNTER_ID: String(CONFIGURED_SETTINGS.metrikaCounterId),
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_URL: recaptcha.url,
        RECAPTCHA_SECRET: recaptcha.secret,
        RECAPTCHA_SITE_KEY: CONFIGURED_SETTINGS.recaptchaSiteKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => apiLog.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    api.stdout!.on('data', collect);
    api.stderr!.on('data', collect);
    await waitForHttp(`${apiUrl}/api/health`, api, 600_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${apiLog.join('\n')}`);
    });
    shell = await startComposition(
      configFromEnv({
        HOST: E2E.host,
        SHELL_PORT: String(CONFIGURED.shellPort),
        API_URL: apiUrl,
        ...Object.fromEntries(
          REMOTES.map((remote, index) => [
            `${remote.portVar.replace('_PORT', '')}_URL`,
            `http://${E2E.host}:${E2E.remotePorts[index]}/mf-manifest.json`,
          ]),
        ),
      }),
      { quiet: true },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, recaptcha, apiLog, stop };
}
