import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CDEK_FAKE_CLIENT, CDEK_FAKE_SENDER_CITY, startCdekFake, type CdekFake } from '../server/fakes/cdek';
import { startPaykeeperFake, type PaykeeperFake } from '../server/fakes/paykeeper';
import { startRecaptchaFake, type RecaptchaFake } from '../server/fakes/recaptcha';
import { startSmscFake, type SmscFake } from '../server/fakes/sms-smsc';
import { startSmtpFake, type SmtpFake } from '../server/fakes/smtp';
import { startStoreOverMainRemotes } from './composition';
import { E2E, PRODUCTION } from './ports';

/** The periods of the payment reconciliation in the journey: an operator's settings (README), in seconds instead of minutes. */
export const RECONCILIATION = { intervalMs: 1000, afterMs: 20_000, recheckMs: 3000 } as const;

export interface ProductionStore {
  /** The shell's address: PUBLIC_URL, where shoppers and PayKeeper's notifications come. */
  url: string;
  smsc: SmscFake;
  paykeeper: PaykeeperFake;
  cdek: CdekFake;
  recaptcha: RecaptchaFake;
  /** The shop's mail server (SMTP_URL): the order e-mails to the shopper and the orders desk arrive here. */
  smtp: SmtpFake;
  /** The orders desk's address (ORDERS_EMAIL). */
  ordersEmail: string;
  /** The API's log lines (pino JSON at warn and above), as an operator would read them. */
  apiLog: string[];
  /** Where PayKeeper's notification goes astray: nothing listens there (a lost notification). */
  nowhere: string;
  stop(): Promise<void>;
}

/** An address on the loopback where nothing listens: a server is started on a free port and closed. */
async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, E2E.host, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://${E2E.host}:${port}`;
}

/**
 * The store as it goes live (docs/operations.md): the API with NODE_ENV=production, its own key
 * and data folder, and every provider real — SMSC.ru, PayKeeper, СДЭК API v2, reCAPTCHA — each
 * pointed at its local fake on the loopback, which production allows for http://. A shell of its
 * own serves it (PUBLIC_URL); the remotes are the main composition's servers (static files, CORS).
 * Every process is stopped by its PID.
 */
export async function startProductionStore(): Promise<ProductionStore> {
  const [smsc, paykeeper, cdek, recaptcha, smtp] = await Promise.all([
    startSmscFake({ login: 'tehnosib', password: randomBytes(12).toString('hex') }),
    startPaykeeperFake({ password: randomBytes(12).toString('hex'), secret: randomBytes(12).toString('hex') }),
    startCdekFake(),
    startRecaptchaFake({ secret: randomBytes(12).toString('hex') }),
    startSmtpFake({ password: randomBytes(12).toString('hex') }),
  ]);
  const ordersEmail = 'orders@tehnosib.example';
  const url = `http://${E2E.host}:${PRODUCTION.shellPort}`;
  // PayKeeper notifies the store's public address, through the same front the shoppers use.
  paykeeper.notifyUrl = `${url}/api/payment/paykeeper/notify`;
  const stopFakes = () => Promise.all([smsc.stop(), paykeeper.stop(), cdek.stop(), recaptcha.stop(), smtp.stop()]);
  try {
    // Only what a production host would set: nothing of the suite's development environment
    // (its outbox, its key, its database) reaches this API.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      SMS_PROVIDER: 'smsc',
      SMS_URL: smsc.url,
      SMS_LOGIN: smsc.login,
      SMS_PASSWORD: smsc.password,
      SMS_SENDER: 'TehnoSib',
      PAYMENT_PROVIDER: 'paykeeper',
      PAYKEEPER_URL: paykeeper.url,
      PAYKEEPER_USER: paykeeper.user,
      PAYKEEPER_PASSWORD: paykeeper.password,
      PAYKEEPER_SECRET: paykeeper.secret,
      COURIER_COMPANY_PROVIDER: 'cdek',
      CDEK_URL: cdek.url,
      CDEK_CLIENT_ID: CDEK_FAKE_CLIENT.clientId,
      CDEK_CLIENT_SECRET: CDEK_FAKE_CLIENT.clientSecret,
      CDEK_SENDER_CITY_CODE: String(CDEK_FAKE_SENDER_CITY),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'ТехноСибирь <shop@tehnosib.example>',
      ORDERS_EMAIL: ordersEmail,
      OUTBOX_INTERVAL_MS: '500',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_URL: recaptcha.url,
      RECAPTCHA_SECRET: recaptcha.secret,
      RECAPTCHA_SITE_KEY: 'journey-site-key',
      PAYMENT_RECONCILE_INTERVAL_MS: String(RECONCILIATION.intervalMs),
      PAYMENT_RECONCILE_AFTER_MS: String(RECONCILIATION.afterMs),
      PAYMENT_RECONCILE_RECHECK_MS: String(RECONCILIATION.recheckMs),
    };
    const store = await startStoreOverMainRemotes({ shell: PRODUCTION.shellPort, api: PRODUCTION.apiPort }, env, 'store-e2e-production-');
    const stop = async () => {
      await store.stop();
      await stopFakes();
    };
    return { url, smsc, paykeeper, cdek, recaptcha, smtp, ordersEmail, apiLog: store.apiLog, nowhere: await deadAddress(), stop };
  } catch (error) {
    await stopFakes();
    throw error;
  }
}
