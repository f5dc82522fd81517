import type { Db } from '../db';
import type { AppSettings } from '../settings';
import { localCaptcha, recaptcha, type CaptchaChallenge, type CaptchaVerifier } from './captcha';
import { createCdekCourierCompany } from './cdek';
import { createCourierCompany, type CourierCompany } from './courier-company';
import { createPaymentGateway, type PaymentGateway } from './payment-gateway';
import { paykeeperGateway } from './paykeeper';
import { createMailProvider, type MailProvider } from './mail';
import { outboxSmsProvider, type SmsLog, type SmsProvider } from './sms';
import { smscSmsProvider } from './sms-smsc';

/** External services behind interfaces; the defaults are local and never leave the machine. */
export interface Providers {
  sms: SmsProvider;
  captcha: CaptchaVerifier;
  /** Issues the local checkbox captcha's tokens; null when the captcha is reCAPTCHA (no local checkbox). */
  captchaChallenge: CaptchaChallenge | null;
  payments: PaymentGateway;
  courierCompany: CourierCompany;
  /** E-mail: the mail_outbox table (development) or SMTP. */
  mail: MailProvider;
}

export type ProviderOverrides = Partial<Providers>;

/** The providers the settings choose, each replaceable (tests pass a failing or a recording one). */
export function createProviders(settings: AppSettings, db: Db, log: SmsLog, overrides: ProviderOverrides = {}): Providers {
  const local = settings.captcha.provider === 'local' ? localCaptcha(settings, db) : null;
  const captcha = (): CaptchaVerifier => {
    if (local) return local;
    if (!settings.captcha.recaptchaSecret) throw new Error('captcha.provider is recaptcha but recaptchaSecret is not set');
    return recaptcha({ secret: settings.captcha.recaptchaSecret, url: settings.captcha.recaptchaUrl });
  };
  const courierCompany = (): CourierCompany => {
    if (settings.courierCompany.provider === 'local') return createCourierCompany(settings, db);
    if (!settings.courierCompany.cdek) throw new Error('courierCompany.provider is cdek but courierCompany.cdek is not set');
    return createCdekCourierCompany(settings.courierCompany.cdek, db, () => settings.now());
  };
  const payments = (): PaymentGateway => {
    if (settings.payment.provider === 'demo') return createPaymentGateway(settings, db);
    if (!settings.payment.paykeeper) throw new Error('payment.provider is paykeeper but payment.paykeeper is not set');
    return paykeeperGateway(settings.payment.paykeeper, settings.publicUrl);
  };
  const sms = (): SmsProvider => (settings.sms.provider === 'smsc' ? smscSmsProvider(settings.sms, log) : outboxSmsProvider(db, log));
  return {
    sms: overrides.sms ?? sms(),
    captcha: overrides.captcha ?? captcha(),
    captchaChallenge: overrides.captchaChallenge !== undefined ? overrides.captchaChallenge : local,
    payments: overrides.payments ?? payments(),
    courierCompany: overrides.courierCompany ?? courierCompany(),
    mail: overrides.mail ?? createMailProvider(settings.mail, db),
  };
}
