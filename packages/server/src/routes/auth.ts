import { MESSAGES, validateEmail } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { HttpError } from '../http-error';
import type { UserOut } from '../repositories/users';
import {
  getAuthCodeSchema,
  getRecoveryCodeSchema,
  localCaptchaSchema,
  loginByCodeSchema,
  loginSchema,
  logoutSchema,
  recoverySchema,
  refreshSchema,
  registrationSchema,
} from '../schemas/auth';
import { hashPassword, verifyPassword } from '../services/passwords';
import {
  AUTH_MESSAGES,
  codeAnswer,
  codeRefused,
  isUniqueViolation,
  passwordError,
  readCode,
  readIdentifier,
  readPhone,
  sha256,
  signInGuard,
  type Identifier,
} from '../services/sign-in';

const REFRESH_COOKIE = 'refreshToken';

/** The refresh token of a request: the body's, else the `refreshToken` cookie the client keeps (SPEC §3 cookies). */
function presentedRefreshToken(request: FastifyRequest, body: { refreshToken?: string | undefined } | null | undefined): string | null {
  return body?.refreshToken || request.cookies[REFRESH_COOKIE] || null;
}

/** Lower-cased e-mail or the phone: the key of per-account failure counters. */
const identityKey = (identifier: Identifier) => (identifier.kind === 'phone' ? identifier.phone : identifier.email.toLowerCase());

/**
 * Sign-in (SPEC §4 "Sign-in", §7): SMS codes, password, registration, recovery, refresh-token
 * rotation and the local captcha. Limits and failure counters live in the database.
 */
export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = signInGuard(app);
  const limits = () => app.settings.rateLimits;

  /** The account a phone or e-mail names, or null. */
  const findAccount = (identifier: Identifier) =>
    identifier.kind === 'phone' ? app.repos.users.byPhone(identifier.phone) : app.repos.users.byEmail(identifier.email);

  const signedIn = async (user: UserOut) => {
    // The phone is proven (a code now or when the account was made): its guest orders join the profile.
    if (user.phoneConfirm && user.phone) await app.repos.orders.attachGuestOrders(user.id, user.phone);
    return { ...(await guard.startSession(user.id)), user };
  };

  r.post('/api/auth/get-auth-code', { schema: getAuthCodeSchema }, async (request) => {
    const identifier = readIdentifier(request.body);
    await guard.limit(`code-send:ip:${request.ip}`, limits().codeSendsPerIp);
    let phone: string;
    let newUser = false;
    if (identifier.kind === 'phone') {
      phone = identifier.phone;
      newUser = (await app.repos.users.byPhone(phone)) === null;
    } else {
      // The code goes by SMS to the account's phone; an unknown e-mail is told so (sign-in by phone reveals the same by newUser).
      const account = await app.repos.users.byEmail(identifier.email);
      if (!account) throw new HttpError(404, AUTH_MESSAGES.emailUnknown);
      if (!account.user.phone) throw new HttpError(400, AUTH_MESSAGES.noPhone);
      phone = account.user.phone;
    }
    app.phoneCodes.assertDeliverable(phone);
    await guard.limit(`code-send:phone:${phone}`, limits().codeSendsPerPhone);
    await guard.requireCaptchaAfterFailure(request, phone, request.body.gReCaptchaToken);
    const issued = await app.phoneCodes.issue(phone, 'login');
    return { ...codeAnswer(issued), newUser };
  });

  r.post('/api/auth/login-by-code', { schema: loginByCodeSchema }, async (request) => {
    const identifier = readIdentifier(request.body);
    const code = readCode(request.body.codePass);
    await guard.limit(`code-check:ip:${request.ip}`, limits().codeChecksPerIp);
    let phone: string;
    if (identifier.kind === 'phone') phone = identifier.phone;
    else {
      const account = await app.repos.users.byEmail(identifier.email);
      if (!account?.user.phone) throw new HttpError(400, AUTH_MESSAGES.codeUnknown);
      phone = account.user.phone;
    }
    await guard.requireCaptchaAfterFailure(request, phone, request.body.gReCaptchaToken);
    const check = await app.phoneCodes.check(request.body.hashCode, phone, 'login', code);
    if (check.result !== 'ok') {
      if (check.result === 'wrong' || check.result === 'unknown') await guard.recordFailure(request, phone);
      throw codeRefused(check);
    }
    await guard.resetFailures(request, phone);
    const { user, created } = await app.repos.users.upsertConfirmedPhone(phone);
    return { ...(await signedIn(user)), newUser: created };
  });

  r.post('/api/auth/login', { schema: loginSchema }, async (request) => {
    const identifier = readIdentifier(request.body);
    await guard.limit(`login:ip:${request.ip}`, limits().loginsPerIp);
    const account = await findAccount(identifier);
    // The account's phone when there is one, so password and code failures share one counter.
    const identity = account?.user.phone ?? identityKey(identifier);
    await guard.requireCaptchaAfterFailure(request, identity, request.body.gReCaptchaToken);
    const matches = await verifyPassword(request.body.password, account?.passwordHash ?? null);
    if (!account || !matches) {
      await guard.recordFailure(request, identity);
      throw new HttpError(400, AUTH_MESSAGES.badCredentials);
    }
    await guard.resetFailures(request, identity);
    return signedIn(account.user);
  });

  r.post('/api/auth/registration', { schema: registrationSchema }, async (request) => {
    const body = request.body;
    const phone = readPhone(body.phone);
    const code = readCode(body.codePass);
    const errors: Record<string, string> = {};
    const firstName = body.firstName?.trim() ?? '';
    const lastName = body.lastName?.trim() ?? '';
    const middleName = body.middleName?.trim() || null;
    const email = body.email?.trim() || null;
    if (!firstName) errors.firstName = MESSAGES.required;
    else if (firstName.length > 64) errors.firstName = AUTH_MESSAGES.tooLong(64);
    if (!lastName) errors.lastName = MESSAGES.required;
    else if (lastName.length > 64) errors.lastName = AUTH_MESSAGES.tooLong(64);
    if (middleName && middleName.length > 64) errors.middleName = AUTH_MESSAGES.tooLong(64);
    if (email) {
      const emailError = validateEmail(email) ?? (email.length > 64 ? AUTH_MESSAGES.tooLong(64) : undefined);
      if (emailError) errors.email = emailError;
    }
    const passwordProblem = body.password ? passwordError(body.password) : undefined;
    if (passwordProblem) errors.password = passwordProblem;
    const first = Object.values(errors)[0];
    if (first) throw new HttpError(400, first, { errors });

    await guard.limit(`code-check:ip:${request.ip}`, limits().codeChecksPerIp);
    await guard.requireCaptchaAfterFailure(request, phone, body.gReCaptchaToken);
    if (await app.repos.users.byPhone(phone)) throw new HttpError(409, AUTH_MESSAGES.alreadyRegistered);
    if (email && (await app.repos.users.emailTaken(email, null))) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    const check = await app.phoneCodes.check(body.hashCode, phone, 'login', code);
    if (check.result !== 'ok') {
      if (check.result === 'wrong' || check.result === 'unknown') await guard.recordFailure(request, phone);
      throw codeRefused(check);
    }
    await guard.resetFailures(request, phone);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    try {
      const { user, created } = await app.repos.users.upsertConfirmedPhone(phone, { firstName, lastName, middleName, email, passwordHash });
      if (!created) throw new HttpError(409, AUTH_MESSAGES.alreadyRegistered);
      return await signedIn(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      throw error;
    }
  });

  r.post('/api/auth/get-recovery-code', { schema: getRecoveryCodeSchema }, async (request) => {
    const identifier = readIdentifier(request.body);
    // A typed phone is refused before the account is looked up: the answer says nothing about it.
    if (identifier.kind === 'phone') app.phoneCodes.assertDeliverable(identifier.phone);
    await guard.limit(`code-send:ip:${request.ip}`, limits().codeSendsPerIp);
    await guard.limit(`code-send:phone:${identityKey(identifier)}`, limits().codeSendsPerPhone);
    const account = await findAccount(identifier);
    const phone = account?.user.phone;
    if (!phone) {
      // Same answer as for an account: nobody learns from this form who is registered. Nothing is stored or sent.
      return codeAnswer({
        hashCode: randomBytes(16).toString('hex'),
        expiresAt: new Date(app.settings.now().getTime() + app.settings.codeLifetimeMs),
      });
    }
    if (identifier.kind === 'email') {
      app.phoneCodes.assertDeliverable(phone);
      await guard.limit(`code-send:phone:${phone}`, limits().codeSendsPerPhone);
    }
    return codeAnswer(await app.phoneCodes.issue(phone, 'recovery'));
  });

  r.post('/api/auth/recovery', { schema: recoverySchema }, async (request) => {
    const identifier = readIdentifier(request.body);
    const code = readCode(request.body.codeRecovery);
    const problem = passwordError(request.body.newPassword);
    if (problem) throw new HttpError(400, problem, { errors: { newPassword: problem } });
    await guard.limit(`code-check:ip:${request.ip}`, limits().codeChecksPerIp);
    const account = await findAccount(identifier);
    const phone = account?.user.phone ?? null;
    await guard.requireCaptchaAfterFailure(request, phone ?? identityKey(identifier), request.body.gReCaptchaToken);
    const check = phone ? await app.phoneCodes.check(request.body.hashCode, phone, 'recovery', code) : ({ result: 'unknown' } as const);
    if (check.result !== 'ok') {
      if (check.result === 'wrong' || check.result === 'unknown') await guard.recordFailure(request, phone ?? identityKey(identifier));
      // An unknown code reads as a wrong one: the decoy of get-recovery-code must not be told apart here.
      throw check.result === 'unknown' ? new HttpError(400, MESSAGES.codeWrong) : codeRefused(check);
    }
    if (!account) throw new HttpError(400, MESSAGES.codeWrong);
    await guard.resetFailures(request, phone);
    await app.repos.users.setPasswordHash(account.user.id, await hashPassword(request.body.newPassword));
    await app.repos.authState.revokeAllOfUser(account.user.id, app.settings.now());
    return { success: true as const, ...(await signedIn(account.user)) };
  });

  r.post('/api/auth/refresh', { schema: refreshSchema }, async (request) => {
    const token = presentedRefreshToken(request, request.body);
    if (!token) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    const next = randomBytes(32).toString('base64url');
    const now = app.settings.now();
    const outcome = await app.repos.authState.rotate(
      sha256(token),
      sha256(next),
      now,
      new Date(now.getTime() + app.settings.refreshTokenTtlSec * 1000),
    );
    if (outcome.result !== 'rotated') throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    const user = await app.repos.users.byId(outcome.userId);
    if (!user) throw new HttpError(401, AUTH_MESSAGES.sessionExpired);
    return { accessToken: await app.tokens.sign(user.id), refreshToken: next, user };
  });

  r.post('/api/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    const token = presentedRefreshToken(request, request.body);
    if (token) await app.repos.authState.revokeFamilyOf(sha256(token), app.settings.now());
    void reply.clearCookie(REFRESH_COOKIE, { path: '/' });
    return { success: true as const };
  });

  r.post('/api/captcha/local', { schema: localCaptchaSchema }, async (request) => {
    // reCAPTCHA deployments have no local checkbox: its tokens would not verify anyway.
    const challenge = app.providers.captchaChallenge;
    if (!challenge) throw new HttpError(404, 'Не найдено');
    const { token, expiresAt } = challenge.issue(request.ip);
    return { token, expiresAt: expiresAt.toISOString() };
  });
}
