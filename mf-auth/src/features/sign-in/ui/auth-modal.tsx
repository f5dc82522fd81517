import type { ModalProps } from '@store/bus';
import { Button, Dialog } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useInRouterContext, useNavigate } from '@store/router';
import { CaptchaCheckbox } from '../../../shared/ui/captcha-checkbox';
import {
  $codeTarget,
  $developmentHostNotice,
  $formError,
  $signedIn,
  $view,
  developmentHostNoticeClosed,
  modalOpened,
  viewChanged,
} from '../model/sign-in';
import { CodeSignIn } from './code-sign-in';
import { PasswordSignIn } from './password-sign-in';
import { Recovery } from './recovery';
import './auth-modal.css';

export type AuthModalProps = ModalProps<{ mode?: 'code' | 'password'; returnTo?: string }>;

/** Sign-in, registration and recovery in one modal (SPEC §4 "Sign-in"); closes once signed in. */
export function AuthModal({ mode, returnTo, onClose }: AuthModalProps) {
  const [view, codeTarget, notice, signedIn, opened] = useUnit([$view, $codeTarget, $developmentHostNotice, $signedIn, modalOpened]);

  // The model is reset before the first paint: nothing of an earlier sign-in (a sent code, a
  // finished sign-in that would close this one at once) may show in a new one.
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    opened({ mode });
    setReady(true);
  }, [opened, mode]);

  if (!ready) return null;
  const title = notice ? 'Вход недоступен' : titleOf(view, Boolean(codeTarget?.newUser));
  return (
    <Dialog open onClose={onClose} title={title} size="sm" testId="auth-dialog">
      <div className="auth-modal" data-boundary="auth" data-testid="auth-modal">
        {notice ? <DevelopmentHostNotice text={notice} /> : <Flow />}
      </div>
      {signedIn && <SignedIn returnTo={returnTo} onClose={onClose} />}
    </Dialog>
  );
}

const titleOf = (view: string, newUser: boolean) => {
  if (view === 'recovery') return 'Восстановление пароля';
  if (newUser) return 'Регистрация';
  return 'Вход или регистрация';
};

function Flow() {
  const [view, error, changeView] = useUnit([$view, $formError, viewChanged]);
  return (
    <>
      {view === 'code' && <CodeSignIn />}
      {view === 'password' && <PasswordSignIn />}
      {view === 'recovery' && <Recovery />}
      <CaptchaCheckbox />
      <p className="auth-modal__error" role="alert" data-testid="auth-error">
        {error}
      </p>
      {view !== 'recovery' && (
        <Button variant="outlined" block onClick={() => changeView(view === 'code' ? 'password' : 'code')} data-testid="auth-mode-toggle">
          {view === 'code' ? 'Войти по паролю' : 'Войти по коду из СМС'}
        </Button>
      )}
    </>
  );
}

/** SPEC §5: on the development host a phone outside the list gets this warning instead of a code. */
function DevelopmentHostNotice({ text }: { text: string }) {
  const close = useUnit(developmentHostNoticeClosed);
  return (
    <div className="auth-modal__notice" data-testid="auth-development-host">
      <p role="alert">{text}</p>
      <Button variant="primary" block onClick={() => close()}>
        Понятно
      </Button>
    </div>
  );
}

/** Closes the modal once signed in; inside the shell's router it also goes where the shopper was headed. */
function SignedIn({ returnTo, onClose }: { returnTo?: string; onClose: () => void }) {
  const inRouter = useInRouterContext();
  return inRouter && returnTo ? <CloseAndGo to={returnTo} onClose={onClose} /> : <Close onClose={onClose} />;
}

function Close({ onClose }: { onClose: () => void }) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

function CloseAndGo({ to, onClose }: { to: string; onClose: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    onClose();
    navigate(to);
  }, [navigate, to, onClose]);
  return null;
}
