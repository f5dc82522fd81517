import { ApiError } from '@store/api-client';
import { toastRequested } from '@store/bus';
import { allSettled, createWatch, fork } from 'effector';
import { $user } from '../../../entities/user';
import { updateProfileFx, type ProfileFields, type ProfileUser } from '../../../shared/api';
import { profileUser } from '../../../shared/lib/test-data';
import { $profileError, profileFields, profileSubmitted } from './edit-profile';

describe('profile form: names and e-mail (PUT /api/user/update/{id})', () => {
  it('saves, keeps the answered user and says so in a toast', async () => {
    const sent: { id: number; fields: ProfileFields }[] = [];
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          updateProfileFx,
          async (params: { id: number; fields: ProfileFields }) => {
            sent.push(params);
            return profileUser({ ...params.fields } as Partial<ProfileUser>);
          },
        ],
      ],
    });
    const toasts: unknown[] = [];
    createWatch({ unit: toastRequested, scope, fn: (toast) => toasts.push(toast) });
    await allSettled(profileSubmitted, {
      scope,
      params: { lastName: ' Сидоров ', firstName: 'Пётр', middleName: '  Ильич  ', email: 'petr@example.ru' },
    });
    expect(sent).toEqual([{ id: 7, fields: { firstName: 'Пётр', lastName: 'Сидоров', middleName: 'Ильич', email: 'petr@example.ru' } }]);
    expect(scope.getState($user)?.lastName).toBe('Сидоров');
    expect(toasts).toEqual([{ message: 'Данные профиля сохранены', variant: 'success' }]);
  });

  it("a refused save shows the server's message and its field errors", async () => {
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          updateProfileFx,
          async (): Promise<ProfileUser> => {
            throw new ApiError(409, 'Эта почта уже используется другим аккаунтом', {
              message: 'Эта почта уже используется другим аккаунтом',
            });
          },
        ],
      ],
    });
    await allSettled(profileSubmitted, { scope, params: { firstName: 'Иван', lastName: 'Петров', email: 'taken@example.ru' } });
    expect(scope.getState($profileError)).toEqual({ message: 'Эта почта уже используется другим аккаунтом', fields: {} });
    expect(scope.getState($user)?.email).toBe('ivan@example.ru');

    const fields = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          updateProfileFx,
          async (): Promise<ProfileUser> => {
            throw new ApiError(400, 'Введите корректную почту', {
              message: 'Введите корректную почту',
              errors: { email: 'Введите корректную почту' },
            });
          },
        ],
      ],
    });
    await allSettled(profileSubmitted, { scope: fields, params: { email: 'x@' } });
    expect(fields.getState($profileError)?.fields).toEqual({ email: 'Введите корректную почту' });
  });

  it('without a server message (network down) says the save failed', async () => {
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          updateProfileFx,
          async (): Promise<ProfileUser> => {
            throw new ApiError(0, 'Network Error');
          },
        ],
      ],
    });
    await allSettled(profileSubmitted, { scope, params: { firstName: 'Иван', lastName: 'Петров' } });
    expect(scope.getState($profileError)?.message).toBe('Не удалось сохранить данные профиля');
  });

  it('leaves out a name the account never had when it stays empty; clears an emptied middle name and e-mail', () => {
    expect(profileFields(profileUser({ lastName: null }), { firstName: 'Иван', lastName: '', middleName: '', email: '' })).toEqual({
      firstName: 'Иван',
      middleName: null,
      email: null,
    });
  });
});
