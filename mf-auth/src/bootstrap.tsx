import { $session, logoutRequested } from '@store/bus';
import { Button } from '@store/ui';
import { allSettled, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import '@store/ui/tokens.css';
import AuthModal from './features/sign-in';
import { started } from './features/session';

// Standalone mode for the team's own development: the session and the modal in a scope of their own.
const scope = fork();

function Standalone() {
  const [open, setOpen] = useState(true);
  const [session, logout] = useUnit([$session, logoutRequested]);
  return (
    <main style={{ padding: 16 }}>
      <p>{session.isAuth ? `Вы вошли: ${session.user?.firstName ?? ''} ${session.user?.lastName ?? ''}` : 'Вы не вошли'}</p>
      {session.isAuth ? <Button onClick={() => logout()}>Выйти</Button> : <Button onClick={() => setOpen(true)}>Войти</Button>}
      {open && <AuthModal onClose={() => setOpen(false)} />}
    </main>
  );
}

const container = document.getElementById('root');
if (container) {
  void allSettled(started, { scope });
  createRoot(container).render(
    <Provider value={scope}>
      <Standalone />
    </Provider>,
  );
}
