import { ApiError } from '@store/api-client';
import { toastRequested } from '@store/bus';
import { allSettled, createWatch, fork } from 'effector';
import { $user } from '../../../entities/user';
import { changePasswordFx, type PasswordChange } from '../../../shared/api';
import { profileUser } from '../../../shared/lib/test-data';
import { $passwordError, $passwordFormVersion, passwordSubmitted, validatePasswordForm } from './change-password';

describe('password change (PUT /api/user/password/{id})', () => {
  it('changes the password, says so and empties the form', async () => {
    const sent: { id: number; change: PasswordChange }[] = [];
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          changePasswordFx,
          async (params: { id: number; change: PasswordChange }) => {
            sent.push(params);
          },
        ],
      ],
    });
    const toasts: string[] = [];
    createWatch({ unit: toastRequested, scope, fn: ({ message }) => toasts.push(message) });
    await allSettled(passwordSubmitted, {
      scope,
      params: { oldPassword: '', newPassword: 'новый-пароль', newPasswordRepeat: 'новый-пароль' },
    });
    expect(sent).toEqual([{ id: 7, change: { oldPassword: null, newPassword: 'новый-пароль' } }]);
    expect(toasts).toEqual(['Пароль изменён']);
    expect(scope.getState($passwordFormVersion)).toBe(1);
  });

  it('a wrong current password comes back next to its field; the form keeps what was typed', async () => {
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          changePasswordFx,
          async () => {
            throw new ApiError(400, 'Неверный текущий пароль', {
              message: 'Неверный текущий пароль',
              errors: { oldPassword: 'Неверный текущий пароль' },
            });
          },
        ],
      ],
    });
    await allSettled(passwordSubmitted, { scope, params: { oldPassword: 'не тот', newPassword: 'новый-пароль' } });
    expect(scope.getState($passwordError)).toEqual({
      message: 'Неверный текущий пароль',
      fields: { oldPassword: 'Неверный текущий пароль' },
    });
    expect(scope.getState($passwordFormVersion)).toBe(0);
  });

  it('the repeat must match', () => {
    expect(validatePasswordForm({ newPassword: 'abcdefgh', newPasswordRepeat: 'abcdefgx' })).toEqual({
      newPasswordRepeat: 'Пароли не совпадают',
    });
    expect(validatePasswordForm({ newPassword: 'abcdefgh', newPasswordRepeat: 'abcdefgh' })).toEqual({});
  });
});
