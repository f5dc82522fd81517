import { sessionEnded, toastRequested } from '@store/bus';
import { validatePasswordRepeat } from '@store/domain';
import { createEvent, createStore, sample } from 'effector';
import { $user } from '../../../entities/user';
import { changePasswordFx } from '../../../shared/api';
import { TEXTS } from '../../../shared/config/texts';
import { toFormError, type FormError } from '../../../shared/lib/form-error';

export interface PasswordFormValues {
  oldPassword?: string;
  newPassword?: string;
  newPasswordRepeat?: string;
}

export const passwordSubmitted = createEvent<PasswordFormValues>();

export const $passwordError = createStore<FormError | null>(null).reset(passwordSubmitted, sessionEnded);
export const $passwordSaving = changePasswordFx.pending;
/** Grows with each changed password: the form starts empty again (it is keyed by it). */
export const $passwordFormVersion = createStore(0).on(changePasswordFx.done, (version) => version + 1);

/** The repeat must match once it is typed (the API only sees the new password). */
export function validatePasswordForm(values: PasswordFormValues): Partial<Record<keyof PasswordFormValues, string>> {
  const differs = values.newPasswordRepeat === undefined ? undefined : validatePasswordRepeat(values.newPassword, values.newPasswordRepeat);
  return differs ? { newPasswordRepeat: differs } : {};
}

sample({
  clock: passwordSubmitted,
  source: $user,
  filter: Boolean,
  // An account without a password yet sets one without the current one.
  fn: (user, values) => ({ id: user.id, change: { oldPassword: values.oldPassword || null, newPassword: values.newPassword ?? '' } }),
  target: changePasswordFx,
});
sample({
  clock: changePasswordFx.done,
  fn: () => ({ message: TEXTS.passwordChanged, variant: 'success' as const }),
  target: toastRequested,
});
sample({ clock: changePasswordFx.failData, fn: (error) => toFormError(error, TEXTS.passwordChangeFailed), target: $passwordError });
