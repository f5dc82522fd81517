import { sessionEnded, toastRequested } from '@store/bus';
import { normalizeSpaces } from '@store/domain';
import { createEvent, createStore, sample } from 'effector';
import { $user, userReceived } from '../../../entities/user';
import { updateProfileFx, type ProfileFields, type ProfileUser } from '../../../shared/api';
import { TEXTS } from '../../../shared/config/texts';
import { toFormError, type FormError } from '../../../shared/lib/form-error';

export interface ProfileFormValues {
  lastName?: string;
  firstName?: string;
  middleName?: string;
  email?: string;
}

export const profileSubmitted = createEvent<ProfileFormValues>();

/** The last failed save: its message and the server's message per field. */
export const $profileError = createStore<FormError | null>(null).reset(profileSubmitted, sessionEnded);
export const $profileSaving = updateProfileFx.pending;

/** The form's starting values: what the account holds. */
export const profileFormValues = (user: ProfileUser): Required<ProfileFormValues> => ({
  lastName: user.lastName ?? '',
  firstName: user.firstName ?? '',
  middleName: user.middleName ?? '',
  email: user.email ?? '',
});

/**
 * What to send: names trimmed; a first or last name the account never had may stay empty (it is
 * left out, as the API refuses to blank a name once given); an empty middle name or e-mail clears it.
 */
export function profileFields(user: ProfileUser, values: ProfileFormValues): ProfileFields {
  const fields: ProfileFields = {};
  for (const name of ['firstName', 'lastName'] as const) {
    const text = normalizeSpaces(values[name] ?? '');
    if (text || user[name]) fields[name] = text;
  }
  fields.middleName = normalizeSpaces(values.middleName ?? '') || null;
  fields.email = (values.email ?? '').trim() || null;
  return fields;
}

sample({
  clock: profileSubmitted,
  source: $user,
  filter: Boolean,
  fn: (user, values) => ({ id: user.id, fields: profileFields(user, values) }),
  target: updateProfileFx,
});
sample({ clock: updateProfileFx.doneData, target: userReceived });
sample({ clock: updateProfileFx.done, fn: () => ({ message: TEXTS.profileSaved, variant: 'success' as const }), target: toastRequested });
sample({ clock: updateProfileFx.failData, fn: (error) => toFormError(error, TEXTS.profileSaveFailed), target: $profileError });
