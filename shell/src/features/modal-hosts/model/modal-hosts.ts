import { authModalRequested, oneClickOrderRequested, phoneConfirmationRequested, stockModalRequested, toastRequested } from '@store/bus';
import { NOTICES } from '@store/domain';
import { createEvent, createStore, sample, type EventCallable, type StoreWritable } from 'effector';
import type { RemoteName } from '../../../shared/lib/remotes';

export interface ModalHost {
  /** Test id and React key. */
  key: string;
  remote: RemoteName;
  module: string;
  /** Russian name of the window, for the console. */
  area: string;
  /** The payload of the bus event while the modal is open; null while closed. */
  $payload: StoreWritable<Record<string, unknown> | null>;
  /** Loads that failed so far: the next opening loads the remote afresh. */
  $failures: StoreWritable<number>;
  closed: EventCallable<void>;
  failed: EventCallable<void>;
}

function createModalHost<P extends object>(
  key: string,
  remote: RemoteName,
  module: string,
  area: string,
  requested: EventCallable<P>,
): ModalHost {
  const closed = createEvent();
  const failed = createEvent();
  // A second request while open replaces the payload: the modal is mounted once, never twice.
  const $payload = createStore<Record<string, unknown> | null>(null)
    .on(requested, (_, payload): Record<string, unknown> => ({ ...(payload as Record<string, unknown>) }))
    .reset(closed, failed);
  const $failures = createStore(0).on(failed, (n) => n + 1);
  sample({ clock: failed, fn: () => ({ message: NOTICES.modalUnavailable, variant: 'error' as const }), target: toastRequested });
  return { key, remote, module, area, $payload, $failures, closed, failed };
}

/** Modals that remotes own and the shell mounts when the bus asks (bus `ModalProps`). */
export const MODAL_HOSTS: readonly ModalHost[] = [
  createModalHost('auth', 'auth', 'AuthModal', 'Вход', authModalRequested),
  createModalHost('one-click', 'cart_checkout', 'OneClickOrderModal', 'Заказ в один клик', oneClickOrderRequested),
  createModalHost('phone', 'cart_checkout', 'PhoneConfirmationModal', 'Подтверждение телефона', phoneConfirmationRequested),
  createModalHost('stock', 'catalog', 'StockModal', 'Наличие в магазинах', stockModalRequested),
];
