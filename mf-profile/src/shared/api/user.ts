import { request, type Answer, type BodyOf } from '@store/api-client';
import { createEffect } from 'effector';

/** The signed-in user as `GET /api/user/{id}` answers (SPEC §3 User with its legal data). */
export type ProfileUser = Answer<'/api/user/{id}', 'get'>;
export type LegalData = NonNullable<ProfileUser['legal']>;
export type ProfileFields = BodyOf<'/api/user/update/{id}', 'put'>;
export type PasswordChange = BodyOf<'/api/user/password/{id}', 'put'>;
export type PhoneCodeRequest = BodyOf<'/api/user/send-code', 'post'>;
export type PhoneCodeSent = Answer<'/api/user/send-code', 'post'>;
export type PhoneConfirmation = BodyOf<'/api/user/confirm-phone', 'post'>;

/** GET /api/user/{id}: one's own user (403 for another's). */
export const fetchUserFx = createEffect((id: number): Promise<ProfileUser> => request('get', '/api/user/{id}', { path: { id } }));

/** PUT /api/user/update/{id}: names and e-mail; answers the updated user. */
export const updateProfileFx = createEffect(({ id, fields }: { id: number; fields: ProfileFields }): Promise<ProfileUser> =>
  request('put', '/api/user/update/{id}', { path: { id }, body: fields }),
);

/** POST /api/user/legal/{id}: adds the legal entity's data; answers the updated user. */
export const createLegalFx = createEffect(({ id, legal }: { id: number; legal: LegalData }): Promise<ProfileUser> =>
  request('post', '/api/user/legal/{id}', { path: { id }, body: legal }),
);

/** PUT /api/user/legal/{id}: replaces the legal entity's data. */
export const updateLegalFx = createEffect(({ id, legal }: { id: number; legal: LegalData }): Promise<ProfileUser> =>
  request('put', '/api/user/legal/{id}', { path: { id }, body: legal }),
);

/** DELETE /api/user/legal/{id}: the user buys as a private person again. */
export const deleteLegalFx = createEffect((id: number): Promise<ProfileUser> =>
  request('delete', '/api/user/legal/{id}', { path: { id } }),
);

/** PUT /api/user/password/{id}: the current password is needed once one is set. */
export const changePasswordFx = createEffect(async ({ id, change }: { id: number; change: PasswordChange }): Promise<void> => {
  await request('put', '/api/user/password/{id}', { path: { id }, body: change });
});

/** POST /api/user/send-code: a code by SMS to the new number; 417 with `time` while the last one is fresh. */
export const sendPhoneCodeFx = createEffect((body: PhoneCodeRequest): Promise<PhoneCodeSent> =>
  request('post', '/api/user/send-code', { body }),
);

/** POST /api/user/confirm-phone: moves the account to the new number; answers the updated user. */
export const confirmPhoneFx = createEffect((body: PhoneConfirmation): Promise<ProfileUser> =>
  request('post', '/api/user/confirm-phone', { body }),
);
