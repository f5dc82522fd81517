import { INPUT_LIMITS, MESSAGES, normalizeKpp, normalizePhone, validateEmail, validateLegalDetails } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';
import { assertSelf } from '../plugins/auth';
import type { LegalFields, ProfileFields, UserOut } from '../repositories/users';
import {
  confirmPhoneSchema,
  deleteLegalSchema,
  getUserSchema,
  passwordSchema,
  sendPhoneCodeSchema,
  setLegalSchema,
  updateUserSchema,
} from '../schemas/user';
import { hashPassword, verifyPassword } from '../services/passwords';
import * as signIn from '../services/sign-in';

/** SPEC §8 "417 on phone confirm": a new code to the same number only after this countdown. */
export const PHONE_CODE_RESEND_SEC = 60;

const USER_MESSAGES = {
  notFound: 'Пользователь не найден',
  oldPasswordRequired: 'Введите текущий пароль',
  oldPasswordWrong: 'Неверный текущий пароль',
  oldPhoneWrong: 'Текущий номер телефона указан неверно',
  samePhone: 'Новый номер совпадает с текущим',
} as const;

/** Collects field errors and answers the first one as the message, all of them as `errors`. */
function fieldErrors() {
  const errors: Record<string, string> = {};
  return {
    add(field: string, message: string | undefined) {
      if (message && !errors[field]) errors[field] = message;
    },
    throwIfAny() {
      const first = Object.values(errors)[0];
      if (first) throw new HttpError(400, first, { errors });
    },
  };
}

const tooLong = (value: string, max: number) => (value.length > max ? signIn.AUTH_MESSAGES.tooLong(max) : undefined);

/** SPEC §5 legal entity by the one rule of @store/domain (the order checks the same), then the limits of INPUT_LIMITS. */
function readLegal(body: Partial<Record<keyof LegalFields, string | undefined>>): LegalFields {
  const legal = {
    inn: body.inn?.trim() ?? '',
    kpp: normalizeKpp(body.kpp ?? ''),
    legalName: body.legalName?.trim() ?? '',
    legalAddress: body.legalAddress?.trim() ?? '',
    legalEmail: body.legalEmail?.trim() ?? '',
  };
  const errors = fieldErrors();
  for (const [field, message] of Object.entries(validateLegalDetails(legal))) errors.add(field, message);
  errors.add('legalName', tooLong(legal.legalName, INPUT_LIMITS.legalName));
  errors.add('legalAddress', tooLong(legal.legalAddress, INPUT_LIMITS.legalAddress));
  errors.add('legalEmail', tooLong(legal.legalEmail, INPUT_LIMITS.legalEmail));
  errors.throwIfAny();
  return legal;
}

/** Profile and account of the signed-in user (SPEC §7 /api/user/*); every route is for oneself only. */
export default async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = signIn.signInGuard(app);
  const auth = { preHandler: app.requireUser };

  const found = (user: UserOut | null): UserOut => {
    if (!user) throw new HttpError(404, USER_MESSAGES.notFound);
    return user;
  };

  r.get('/api/user/:id', { schema: getUserSchema, ...auth }, async (request) => {
    return found(await app.repos.users.byId(assertSelf(request, request.params.id)));
  });

  r.put('/api/user/update/:id', { schema: updateUserSchema, ...auth }, async (request) => {
    const id = assertSelf(request, request.params.id);
    const body = request.body;
    const errors = fieldErrors();
    const fields: ProfileFields = {};
    for (const name of ['firstName', 'lastName', 'middleName'] as const) {
      const value = body[name];
      if (value === undefined) continue;
      const text = value?.trim() ?? '';
      // A name once given cannot be blanked: the order forms fill the customer from it.
      if (!text && name !== 'middleName') errors.add(name, MESSAGES.required);
      errors.add(name, tooLong(text, INPUT_LIMITS.default));
      fields[name] = text || null;
    }
    if (body.email !== undefined) {
      const email = body.email?.trim() ?? '';
      errors.add('email', validateEmail(email) ?? tooLong(email, INPUT_LIMITS.default));
      fields.email = email || null;
    }
    errors.throwIfAny();
    if (fields.email && (await app.repos.users.emailTaken(fields.email, id))) throw new HttpError(409, signIn.AUTH_MESSAGES.emailTaken);
    try {
      return found(await app.repos.users.updateProfile(id, fields));
    } catch (error) {
      if (signIn.isUniqueViolation(error)) throw new HttpError(409, signIn.AUTH_MESSAGES.emailTaken);
      throw error;
    }
  });

  const saveLegal = async (id: number, body: Partial<Record<keyof LegalFields, string | undefined>>) =>
    found(await app.repos.users.setLegal(id, readLegal(body)));

  // POST creates and PUT replaces; both write the whole set, so a repeated POST does no harm.
  r.post('/api/user/legal/:id', { schema: setLegalSchema('Добавить данные юрлица'), ...auth }, async (request) =>
    saveLegal(assertSelf(request, request.params.id), request.body),
  );
  r.put('/api/user/legal/:id', { schema: setLegalSchema('Изменить данные юрлица'), ...auth }, async (request) =>
    saveLegal(assertSelf(request, request.params.id), request.body),
  );
  r.delete('/api/user/legal/:id', { schema: deleteLegalSchema, ...auth }, async (request) =>
    found(await app.repos.users.setLegal(assertSelf(request, request.params.id), null)),
  );

  r.put('/api/user/password/:id', { schema: passwordSchema, ...auth }, async (request) => {
    const id = assertSelf(request, request.params.id);
    const account = await app.repos.users.secretById(id);
    if (!account) throw new HttpError(404, USER_MESSAGES.notFound);
    const problem = signIn.passwordError(request.body.newPassword);
    if (problem) throw new HttpError(400, problem, { errors: { newPassword: problem } });
    if (account.passwordHash) {
      const oldPassword = request.body.oldPassword ?? '';
      if (!oldPassword)
        throw new HttpError(400, USER_MESSAGES.oldPasswordRequired, { errors: { oldPassword: USER_MESSAGES.oldPasswordRequired } });
      // A stolen access token must not turn into a password-guessing oracle.
      await guard.limit(`password-change:user:${id}`, app.settings.rateLimits.loginsPerIp);
      if (!(await verifyPassword(oldPassword, account.passwordHash))) {
        throw new HttpError(400, USER_MESSAGES.oldPasswordWrong, { errors: { oldPassword: USER_MESSAGES.oldPasswordWrong } });
      }
    }
    const passwordHash = await hashPassword(request.body.newPassword);
    // Whoever else holds a session of this account (a stolen token, a forgotten device) is out now;
    // the session that changed the password continues with the tokens it has. One write, both or neither.
    await app.db.transaction(async (tx) => {
      await app.repos.users.setPasswordHash(id, passwordHash, tx);
      await app.sessions.endOthers(id, request.sessionId, tx);
    });
    return { success: true as const };
  });

  /** The current phone of the user must be the one the client names as old (when it names one). */
  const checkOldPhone = (user: UserOut, oldPhoneNumber: string | null | undefined) => {
    if (!oldPhoneNumber?.trim()) return;
    if (normalizePhone(oldPhoneNumber) !== user.phone) throw new HttpError(400, USER_MESSAGES.oldPhoneWrong);
  };

  r.post('/api/user/send-code', { schema: sendPhoneCodeSchema, ...auth }, async (request) => {
    const id = assertSelf(request, request.body.userId);
    const user = found(await app.repos.users.byId(id));
    const phone = signIn.readPhone(request.body.newPhoneNumber);
    checkOldPhone(user, request.body.oldPhoneNumber);
    if (phone === user.phone) throw new HttpError(400, USER_MESSAGES.samePhone);
    app.phoneCodes.assertDeliverable(phone);
    const holder = await app.repos.users.byPhone(phone);
    if (holder && holder.user.id !== id) throw new HttpError(409, signIn.AUTH_MESSAGES.phoneTaken);
    const latest = await app.phoneCodes.latest(phone, 'phone-change');
    if (latest) {
      const left = Math.ceil((latest.createdAt.getTime() + PHONE_CODE_RESEND_SEC * 1000 - app.settings.now().getTime()) / 1000);
      if (left > 0) throw new HttpError(417, signIn.AUTH_MESSAGES.resendLater(left), { time: left });
    }
    await guard.limit(`code-send:ip:${request.ip}`, app.settings.rateLimits.codeSendsPerIp);
    await guard.limit(`code-send:phone:${phone}`, app.settings.rateLimits.codeSendsPerPhone);
    const issued = await app.phoneCodes.issue(phone, 'phone-change', { userId: id });
    return { ...signIn.codeAnswer(issued), time: PHONE_CODE_RESEND_SEC };
  });

  r.post('/api/user/confirm-phone', { schema: confirmPhoneSchema, ...auth }, async (request) => {
    const id = request.userId!;
    const user = found(await app.repos.users.byId(id));
    const phone = signIn.readPhone(request.body.newPhoneNumber);
    const code = signIn.readCode(request.body.secretCode);
    checkOldPhone(user, request.body.oldPhoneNumber);
    await guard.limit(`code-check:ip:${request.ip}`, app.settings.rateLimits.codeChecksPerIp);
    const check = await app.phoneCodes.check(request.body.hashCode, phone, 'phone-change', code);
    if (check.result !== 'ok') throw signIn.codeRefused(check);
    // The code was sent for this user: another user's code for the same number does not move this account.
    if (check.payload.userId !== id) throw signIn.codeRefused({ result: 'unknown' });
    try {
      const updated = await app.repos.users.changePhone(id, phone);
      if (!updated) throw new HttpError(409, signIn.AUTH_MESSAGES.phoneTaken);
      await app.repos.orders.attachGuestOrders(id, phone);
      return updated;
    } catch (error) {
      if (signIn.isUniqueViolation(error)) throw new HttpError(409, signIn.AUTH_MESSAGES.phoneTaken);
      throw error;
    }
  });
}
