import { sessionEnded, toastRequested } from '@store/bus';
import { normalizeSpaces } from '@store/domain';
import { combine, createEvent, createStore, sample } from 'effector';
import { $user, userReceived } from '../../../entities/user';
import { createLegalFx, deleteLegalFx, updateLegalFx, type LegalData } from '../../../shared/api';
import { TEXTS } from '../../../shared/config/texts';
import { toFormError, type FormError } from '../../../shared/lib/form-error';

export type LegalFormValues = Partial<LegalData>;

export const legalEditStarted = createEvent();
export const legalEditCancelled = createEvent();
export const legalSubmitted = createEvent<LegalFormValues>();
export const legalDeleteRequested = createEvent();
export const legalDeleteCancelled = createEvent();
export const legalDeleteConfirmed = createEvent();

/** The form is open: adding the legal data, or changing the data on file. */
export const $legalEditing = createStore(false)
  .on(legalEditStarted, () => true)
  .reset(legalEditCancelled, createLegalFx.done, updateLegalFx.done, deleteLegalFx.done, sessionEnded);
export const $legalError = createStore<FormError | null>(null).reset(legalSubmitted, legalEditStarted, legalEditCancelled, sessionEnded);
export const $legalDeleteOpen = createStore(false)
  .on(legalDeleteRequested, () => true)
  .reset(legalDeleteCancelled, deleteLegalFx.done, sessionEnded);
export const $legalDeleteError = createStore<string | null>(null).reset(legalDeleteRequested, legalDeleteCancelled, sessionEnded);
export const $legalSaving = combine(createLegalFx.pending, updateLegalFx.pending, (creating, updating) => creating || updating);
export const $legalDeleting = deleteLegalFx.pending;

/** SPEC §5 legal entity fields as sent: trimmed, the KPP in capitals (its reason code may hold letters). */
export const legalFields = (values: LegalFormValues): LegalData => ({
  inn: (values.inn ?? '').trim(),
  kpp: (values.kpp ?? '').trim().toUpperCase(),
  legalName: normalizeSpaces(values.legalName ?? ''),
  legalAddress: normalizeSpaces(values.legalAddress ?? ''),
  legalEmail: (values.legalEmail ?? '').trim(),
});

const submitted = sample({
  clock: legalSubmitted,
  source: $user,
  filter: Boolean,
  fn: (user, values) => ({ id: user.id, legal: legalFields(values), existing: user.legal !== null }),
});
sample({ clock: submitted, filter: ({ existing }) => !existing, fn: ({ id, legal }) => ({ id, legal }), target: createLegalFx });
sample({ clock: submitted, filter: ({ existing }) => existing, fn: ({ id, legal }) => ({ id, legal }), target: updateLegalFx });
sample({ clock: legalDeleteConfirmed, source: $user, filter: Boolean, fn: (user) => user.id, target: deleteLegalFx });

sample({ clock: [createLegalFx.doneData, updateLegalFx.doneData, deleteLegalFx.doneData], target: userReceived });

const toast = (message: string) => ({ message, variant: 'success' as const });
sample({ clock: createLegalFx.done, fn: () => toast(TEXTS.legalCreated), target: toastRequested });
sample({ clock: updateLegalFx.done, fn: () => toast(TEXTS.legalUpdated), target: toastRequested });
sample({ clock: deleteLegalFx.done, fn: () => toast(TEXTS.legalDeleted), target: toastRequested });

sample({ clock: createLegalFx.failData, fn: (error) => toFormError(error, TEXTS.legalCreateFailed), target: $legalError });
sample({ clock: updateLegalFx.failData, fn: (error) => toFormError(error, TEXTS.legalUpdateFailed), target: $legalError });
sample({ clock: deleteLegalFx.failData, fn: (error) => toFormError(error, TEXTS.legalDeleteFailed).message, target: $legalDeleteError });
