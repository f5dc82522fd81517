import { ApiError } from '@store/api-client';
import { toastRequested } from '@store/bus';
import { allSettled, createWatch, fork } from 'effector';
import { $user } from '../../../entities/user';
import { createLegalFx, deleteLegalFx, updateLegalFx, type LegalData, type ProfileUser } from '../../../shared/api';
import { legalData, profileUser } from '../../../shared/lib/test-data';
import {
  $legalDeleteError,
  $legalDeleteOpen,
  $legalEditing,
  $legalError,
  legalDeleteConfirmed,
  legalDeleteRequested,
  legalEditStarted,
  legalSubmitted,
} from './legal-data';

type Call = { id: number; legal: LegalData };

function legalApi() {
  const calls: string[] = [];
  const save =
    (kind: string) =>
    async ({ id, legal }: Call) => {
      calls.push(`${kind} ${id} ${legal.kpp}`);
      return profileUser({ id, legal });
    };
  return {
    calls,
    handlers: [
      [createLegalFx, save('POST')],
      [updateLegalFx, save('PUT')],
      [
        deleteLegalFx,
        async (id: number) => {
          calls.push(`DELETE ${id}`);
          return profileUser({ id, legal: null });
        },
      ],
    ] as const,
  };
}

describe('legal entity data: created, edited, deleted (POST/PUT/DELETE /api/user/legal/{id})', () => {
  it('adds legal data to an account that has none, then changes it', async () => {
    const api = legalApi();
    const scope = fork({ values: [[$user, profileUser()]], handlers: api.handlers as unknown as [] });
    const toasts: string[] = [];
    createWatch({ unit: toastRequested, scope, fn: ({ message }) => toasts.push(message) });

    await allSettled(legalEditStarted, { scope });
    await allSettled(legalSubmitted, { scope, params: { ...legalData, kpp: ' 3808ab001 ' } });
    expect(api.calls).toEqual(['POST 7 3808AB001']);
    expect(scope.getState($user)?.legal?.kpp).toBe('3808AB001');
    expect(scope.getState($legalEditing)).toBe(false);

    await allSettled(legalEditStarted, { scope });
    await allSettled(legalSubmitted, { scope, params: { ...legalData, legalName: 'ООО  «Лютик»' } });
    expect(api.calls[1]).toBe('PUT 7 380801001');
    expect(scope.getState($user)?.legal?.legalName).toBe('ООО «Лютик»');
    expect(toasts).toEqual(['Данные юрлица добавлены', 'Данные юрлица изменены']);
  });

  it('deletes after confirmation only', async () => {
    const api = legalApi();
    const scope = fork({ values: [[$user, profileUser({ legal: legalData })]], handlers: api.handlers as unknown as [] });
    await allSettled(legalDeleteRequested, { scope });
    expect(scope.getState($legalDeleteOpen)).toBe(true);
    expect(api.calls).toEqual([]);
    await allSettled(legalDeleteConfirmed, { scope });
    expect(api.calls).toEqual(['DELETE 7']);
    expect(scope.getState($user)?.legal).toBeNull();
    expect(scope.getState($legalDeleteOpen)).toBe(false);
  });

  it("a refused save keeps the form open with the server's message by field", async () => {
    const refusal = new ApiError(400, 'Введите корректный ИНН', {
      message: 'Введите корректный ИНН',
      errors: { inn: 'Введите корректный ИНН' },
    });
    const scope = fork({
      values: [[$user, profileUser()]],
      handlers: [
        [
          createLegalFx,
          async (): Promise<ProfileUser> => {
            throw refusal;
          },
        ],
      ],
    });
    await allSettled(legalEditStarted, { scope });
    await allSettled(legalSubmitted, { scope, params: { ...legalData, inn: '38081234ab' } });
    expect(scope.getState($legalEditing)).toBe(true);
    expect(scope.getState($legalError)).toEqual({ message: 'Введите корректный ИНН', fields: { inn: 'Введите корректный ИНН' } });
    expect(scope.getState($user)?.legal).toBeNull();
  });

  it('a failed delete says so and keeps the data', async () => {
    const scope = fork({
      values: [[$user, profileUser({ legal: legalData })]],
      handlers: [
        [
          deleteLegalFx,
          async (): Promise<ProfileUser> => {
            throw new ApiError(0, 'Network Error');
          },
        ],
      ],
    });
    await allSettled(legalDeleteRequested, { scope });
    await allSettled(legalDeleteConfirmed, { scope });
    expect(scope.getState($legalDeleteError)).toBe('Не удалось удалить данные юрлица');
    expect(scope.getState($user)?.legal).toEqual(legalData);
  });
});
