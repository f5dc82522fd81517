import { authModalRequested } from '@store/bus';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { RemoteSlot } from '../shared/lib/remotes';

const authModalClosed = createEvent();
const $authModalOpen = createStore(false)
  .on(authModalRequested, () => true)
  .on(authModalClosed, () => false);

/** Mounts mf-auth's modal once someone asks for sign-in; guests who never do never load mf-auth. */
export function AuthModalHost() {
  const [open, close] = useUnit([$authModalOpen, authModalClosed]);
  if (!open) return null;
  return <RemoteSlot remote="auth" module="AuthModal" area="Вход" props={{ onClose: close }} />;
}
