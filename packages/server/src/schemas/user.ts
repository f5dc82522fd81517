import { z } from 'zod';
import { authErrorSchema, textInput, userOutSchema } from './auth';
import { codeNotSentSchema, codeSendErrorSchema, errorSchema, idParam } from './common';

const errors = {
  400: authErrorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: authErrorSchema,
  417: authErrorSchema,
  429: authErrorSchema,
};
const params = z.object({ id: idParam });

export const getUserSchema = {
  summary: 'Пользователь (только свой)',
  tags: ['user'],
  params,
  response: { 200: userOutSchema, ...errors },
};

export const updateUserSchema = {
  summary: 'Изменить имя, фамилию, отчество, почту',
  tags: ['user'],
  params,
  body: z.object({
    firstName: textInput().nullish(),
    lastName: textInput().nullish(),
    middleName: textInput().nullish(),
    email: textInput().nullish(),
  }),
  response: { 200: userOutSchema, ...errors },
};

const legalBody = z.object({
  inn: textInput().optional(),
  kpp: textInput().optional(),
  legalName: textInput().optional(),
  legalAddress: textInput().optional(),
  legalEmail: textInput().optional(),
});

export const setLegalSchema = (summary: string) => ({
  summary,
  tags: ['user'],
  params,
  body: legalBody,
  response: { 200: userOutSchema, ...errors },
});

export const deleteLegalSchema = {
  summary: 'Удалить данные юрлица',
  tags: ['user'],
  params,
  response: { 200: userOutSchema, ...errors },
};

export const passwordSchema = {
  summary: 'Сменить пароль (текущий нужен, когда пароль уже задан); все другие сеансы завершаются',
  tags: ['user'],
  params,
  body: z.object({ oldPassword: textInput(256).nullish(), newPassword: textInput(256) }),
  response: { 200: z.object({ success: z.literal(true) }), ...errors },
};

export const sendPhoneCodeSchema = {
  summary: 'Код подтверждения на новый номер телефона',
  tags: ['user'],
  body: z.object({ userId: idParam, newPhoneNumber: textInput(64), oldPhoneNumber: textInput(64).nullish() }),
  response: {
    200: z.object({ hashCode: z.string(), expiresAt: z.string(), codeDeathDate: z.string(), time: z.number() }),
    ...errors,
    403: codeSendErrorSchema,
    502: codeNotSentSchema,
  },
};

export const confirmPhoneSchema = {
  summary: 'Подтвердить новый номер кодом из SMS',
  tags: ['user'],
  body: z.object({
    oldPhoneNumber: textInput(64).nullish(),
    newPhoneNumber: textInput(64),
    secretCode: textInput(16),
    hashCode: textInput(64),
  }),
  response: { 200: userOutSchema, ...errors },
};
