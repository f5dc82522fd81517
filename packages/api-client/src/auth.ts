import { z } from 'zod/mini';
import { http } from './http';
import { parseAnswer } from './parse';
import { storeTokens } from './session-cookies';

const userSchema = z.object({
  id: z.number(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  middleName: z.optional(z.nullable(z.string())),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phoneConfirm: z.optional(z.boolean()),
  legal: z.optional(
    z.nullable(z.object({ inn: z.string(), kpp: z.string(), legalName: z.string(), legalAddress: z.string(), legalEmail: z.string() })),
  ),
});

const loginSchema = z.object({ accessToken: z.string(), refreshToken: z.optional(z.string()), user: userSchema });
const phoneCodeSchema = z.object({ hashCode: z.string(), newUser: z.boolean(), codeDeathDate: z.optional(z.string()) });

export type AuthUser = z.infer<typeof userSchema>;
export type LoginAnswer = z.infer<typeof loginSchema>;
export type PhoneCodeAnswer = z.infer<typeof phoneCodeSchema>;

/** POST /api/auth/get-auth-code: sends a 4-digit code by SMS (SPEC §4 "Sign-in"). */
export async function requestAuthCode(body: { phone: string; gReCaptchaToken?: string }): Promise<PhoneCodeAnswer> {
  const { data } = await http.post<unknown>('/auth/get-auth-code', body);
  return parseAnswer(phoneCodeSchema, '/auth/get-auth-code', data);
}

/** POST /api/auth/login-by-code; stores the tokens it returns. */
export async function loginByCode(body: { phone: string; codePass: string; hashCode: string }): Promise<LoginAnswer> {
  const { data } = await http.post<unknown>('/auth/login-by-code', body);
  const answer = parseAnswer(loginSchema, '/auth/login-by-code', data);
  storeTokens(answer.accessToken, answer.refreshToken);
  return answer;
}

/** POST /api/auth/login with a phone or an e-mail and a password; stores the tokens it returns. */
export async function loginWithPassword(body: { phone?: string; email?: string; password: string }): Promise<LoginAnswer> {
  const { data } = await http.post<unknown>('/auth/login', body);
  const answer = parseAnswer(loginSchema, '/auth/login', data);
  storeTokens(answer.accessToken, answer.refreshToken);
  return answer;
}
