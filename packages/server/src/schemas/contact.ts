import { CONTACT_LIMITS, MESSAGES, validateEmail, validatePhoneContact, validateRequired } from '@store/domain';
import { z } from 'zod';
import { errorSchema, text } from './common';
import { ruled } from './rules';

const email = ruled(validateEmail, CONTACT_LIMITS.email).refine((value) => value.length > 0, MESSAGES.email);

export const subscribeSchema = {
  summary: 'Подписка на рассылку по e-mail (повторная подписка ничего не меняет)',
  tags: ['contact'],
  body: z.object({ email }),
  response: { 200: z.object({ success: z.literal(true), message: z.string() }), 400: errorSchema, 429: errorSchema },
};

export const feedbackSchema = {
  summary: 'Обращение в магазин (category=7 — отдел заказов)',
  tags: ['contact'],
  body: z.object({
    category: z.coerce.number().int().min(1).max(99),
    name: ruled(validateRequired),
    phone: ruled(validatePhoneContact, CONTACT_LIMITS.phone).optional(),
    email: ruled(validateEmail, CONTACT_LIMITS.email).optional(),
    message: text({ multiline: true }).trim().min(1, MESSAGES.required).max(CONTACT_LIMITS.message),
    orderId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  }),
  response: { 201: z.object({ id: z.number(), message: z.string() }), 400: errorSchema, 429: errorSchema },
};
