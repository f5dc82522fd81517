import type { FastifyInstance } from 'fastify';
import { createCaptcha, type CaptchaVerifier } from '../providers/captcha';
import { createCourierCompany, type CourierCompany } from '../providers/courier-company';
import { createPaymentGateway, type PaymentGateway } from '../providers/payment-gateway';
import { outboxSmsProvider, type SmsProvider } from '../providers/sms';
import type { AppSettings } from '../settings';

/** External services behind interfaces; the defaults are local and never leave the machine. */
export interface Providers {
  sms: SmsProvider;
  captcha: CaptchaVerifier;
  payments: PaymentGateway;
  courierCompany: CourierCompany;
}

export type ProviderOverrides = Partial<Providers>;

declare module 'fastify' {
  interface FastifyInstance {
    providers: Providers;
  }
}

export function registerProviders(app: FastifyInstance, settings: AppSettings, overrides: ProviderOverrides = {}): void {
  app.decorate('providers', {
    sms: overrides.sms ?? outboxSmsProvider(app.db, app.log),
    captcha: overrides.captcha ?? createCaptcha(settings, app.db),
    payments: overrides.payments ?? createPaymentGateway(settings, app.db),
    courierCompany: overrides.courierCompany ?? createCourierCompany(settings, app.db),
  });
}
