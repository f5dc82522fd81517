import { toastRequested, type ToastVariant } from '@store/bus';
import { createEvent, createStore } from 'effector';

export interface Toast {
  key: number;
  message: string;
  variant: ToastVariant;
}

/** Toasts handed to notistack; the toast library loads only once the first toast is asked for. */
export const toastsShown = createEvent<number[]>();

let counter = 0;
export const $pendingToasts = createStore<Toast[]>([])
  .on(toastRequested, (list, { message, variant = 'default' }) => [...list, { key: ++counter, message, variant }])
  .on(toastsShown, (list, keys) => list.filter((t) => !keys.includes(t.key)));
export const $toasterNeeded = createStore(false).on(toastRequested, () => true);
