import { z } from 'zod';
import { codeNotSentSchema, errorSchema, text } from './common';

/** Loose text input: the handler checks it against SPEC §5 and answers the exact Russian message. */
export const textInput = (max = 512) => text().max(max);

/** An error answer with the fields the sign-in client reads besides the message. */
export const authErrorSchema = errorSchema.extend({
  /** 403: the next try must carry a gReCaptchaToken (SPEC §4 "Captcha"). */
  captchaRequired: z.boolean().optional(),
  /** 400 on a wrong code: tries left before a new code is needed. */
  attemptsLeft: z.number().optional(),
  /** 429: seconds until the limit window ends. */
  retryAfter: z.number().optional(),
  /** 417: seconds until a new code may be sent (SPEC §8 "417 on phone confirm"). */
  time: z.number().optional(),
  /** 400 on a form: the message of each bad field. */
  errors: z.record(z.string(), z.string()).optional(),
  /** 403 of a code request on the development host: the phone is not a developer's (SPEC §5). */
  developmentHost: z.literal(true).optional(),
});

export const userOutSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  phoneConfirm: z.boolean(),
  legal: z.object({ inn: z.string(), kpp: z.string(), legalName: z.string(), legalAddress: z.string(), legalEmail: z.string() }).nullable(),
});

const loginAnswer = z.object({ accessToken: z.string(), refreshToken: z.string(), user: userOutSchema });

const codeAnswer = z.object({
  hashCode: z.string(),
  /** ISO time the code dies (SPEC §4: "the server may return a death date for the code"); codeDeathDate is the client's name for it. */
  expiresAt: z.string(),
  codeDeathDate: z.string(),
});

const errors = {
  400: authErrorSchema,
  401: authErrorSchema,
  403: authErrorSchema,
  404: authErrorSchema,
  409: authErrorSchema,
  429: authErrorSchema,
};

const identifier = {
  phone: textInput(64).optional(),
  email: textInput(128).optional(),
};
const captchaToken = { gReCaptchaToken: textInput(4096).optional() };

export const getAuthCodeSchema = {
  summary: 'Отправить код входа по SMS (на телефон или на телефон аккаунта с этой почтой)',
  tags: ['auth'],
  body: z.object({ ...identifier, ...captchaToken }),
  response: { 200: codeAnswer.extend({ newUser: z.boolean() }), ...errors, 502: codeNotSentSchema },
};

export const loginByCodeSchema = {
  summary: 'Вход по коду из SMS; первый вход нового телефона создаёт аккаунт',
  tags: ['auth'],
  body: z.object({ ...identifier, codePass: textInput(16), hashCode: textInput(64), ...captchaToken }),
  response: { 200: loginAnswer.extend({ newUser: z.boolean() }), ...errors },
};

export const loginSchema = {
  summary: 'Вход по телефону или почте и паролю',
  tags: ['auth'],
  body: z.object({ ...identifier, password: textInput(256), ...captchaToken }),
  response: { 200: loginAnswer, ...errors },
};

export const registrationSchema = {
  summary: 'Регистрация: телефон, подтверждённый кодом из SMS, имя, фамилия, по желанию почта и пароль',
  tags: ['auth'],
  body: z.object({
    phone: textInput(64),
    hashCode: textInput(64),
    codePass: textInput(16),
    firstName: textInput().optional(),
    lastName: textInput().optional(),
    middleName: textInput().nullish(),
    email: textInput().nullish(),
    password: textInput(256).nullish(),
    ...captchaToken,
  }),
  response: { 200: loginAnswer, ...errors },
};

export const getRecoveryCodeSchema = {
  summary: 'Отправить код восстановления пароля (ответ одинаков, есть аккаунт или нет)',
  tags: ['auth'],
  body: z.object({ ...identifier, ...captchaToken }),
  response: { 200: codeAnswer, ...errors, 502: codeNotSentSchema },
};

export const recoverySchema = {
  summary: 'Новый пароль по коду восстановления; все прежние сеансы завершаются',
  tags: ['auth'],
  body: z.object({ ...identifier, codeRecovery: textInput(16), hashCode: textInput(64), newPassword: textInput(256), ...captchaToken }),
  response: { 200: loginAnswer.extend({ success: z.literal(true) }), ...errors },
};

const refreshBody = z.object({ refreshToken: textInput(256).optional() }).nullish();

export const refreshSchema = {
  summary: 'Новая пара токенов по refresh-токену (из тела или cookie refreshToken)',
  tags: ['auth'],
  body: refreshBody,
  response: { 200: loginAnswer, 401: authErrorSchema },
};

export const logoutSchema = {
  summary: 'Выход: refresh-токены этого сеанса отзываются',
  tags: ['auth'],
  body: refreshBody,
  response: { 200: z.object({ success: z.literal(true) }) },
};

export const localCaptchaSchema = {
  summary: 'Локальная капча-галочка: короткоживущий одноразовый токен для gReCaptchaToken',
  tags: ['auth'],
  body: z.object({ checked: z.literal(true, 'Отметьте, что вы не робот') }),
  response: { 200: z.object({ token: z.string(), expiresAt: z.string() }), 404: errorSchema },
};
