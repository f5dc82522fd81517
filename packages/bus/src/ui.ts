import { createEvent } from 'effector';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Show a toast (6 s, bottom right, SPEC §9). Handled by the shell. */
export const toastRequested = createEvent<{ message: string; variant?: ToastVariant }>();
