import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import {
  $error,
  $mode,
  $sentCode,
  $signedIn,
  codeEntered,
  codeRequested,
  loginByCodeFx,
  loginWithPasswordFx,
  modalOpened,
  modeToggled,
  passwordSubmitted,
  requestCodeFx,
} from '../model/sign-in';
import { validateCode, validateLogin, validatePhoneInput } from '../lib/validators';
import './auth-modal.css';

interface AuthModalProps {
  /** Called when the modal closes (the shell unmounts it). */
  onClose: () => void;
}

/** Sign-in and registration in one modal: phone + SMS code (default) or login + password (SPEC §4). */
export function AuthModal({ onClose }: AuthModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [mode, signedIn, error, opened, toggle] = useUnit([$mode, $signedIn, $error, modalOpened, modeToggled]);

  useEffect(() => {
    opened();
    dialog.current?.showModal?.();
  }, [opened]);

  useEffect(() => {
    if (signedIn) onClose();
  }, [signedIn, onClose]);

  return (
    <dialog
      ref={dialog}
      className="auth-modal"
      data-boundary="auth"
      data-testid="auth-modal"
      aria-labelledby="auth-title"
      onClose={onClose}
      onCancel={onClose}
    >
      <header className="auth-modal__header">
        <h2 id="auth-title">Вход или регистрация</h2>
        <button type="button" className="auth-modal__close" aria-label="Закрыть" onClick={onClose}>
          ×
        </button>
      </header>
      {mode === 'code' ? <CodeForm /> : <PasswordForm />}
      {error && (
        <p className="auth-modal__error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="auth-modal__toggle" onClick={() => toggle()}>
        {mode === 'code' ? 'Войти по паролю' : 'Войти по коду из СМС'}
      </button>
    </dialog>
  );
}

function CodeForm() {
  const [sent, sending, checking, request, enter] = useUnit([
    $sentCode,
    requestCodeFx.pending,
    loginByCodeFx.pending,
    codeRequested,
    codeEntered,
  ]);
  return (
    <>
      <Form<{ phone: string }>
        onSubmit={({ phone }) => request({ phone })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Field<string> name="phone" validate={validatePhoneInput}>
              {({ input, meta }) => (
                <label className="auth-field">
                  <span>Телефон</span>
                  <input
                    {...input}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="+7 (900) 000-00-00"
                    maxLength={64}
                    aria-invalid={Boolean(meta.touched && meta.error)}
                  />
                  {meta.touched && meta.error && <span className="auth-field__error">{meta.error}</span>}
                </label>
              )}
            </Field>
            <Button type="submit" disabled={sending}>
              {sent ? 'Отправить код ещё раз' : 'Получить код'}
            </Button>
          </form>
        )}
      />
      {sent && (
        <Form<{ code: string }>
          onSubmit={({ code }) => enter({ code })}
          render={({ handleSubmit, form }) => (
            <form onSubmit={handleSubmit} noValidate>
              <p>Код отправлен</p>
              <Field<string> name="code" validate={validateCode}>
                {({ input, meta }) => (
                  <label className="auth-field">
                    <span>Код из СМС</span>
                    <input
                      {...input}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={4}
                      disabled={checking}
                      onChange={(event) => {
                        input.onChange(event);
                        // A 4-digit code submits itself (SPEC §4).
                        if (/^\d{4}$/.test(event.target.value)) void form.submit();
                      }}
                    />
                    {meta.touched && meta.error && <span className="auth-field__error">{meta.error}</span>}
                  </label>
                )}
              </Field>
            </form>
          )}
        />
      )}
    </>
  );
}

function PasswordForm() {
  const [pending, submit] = useUnit([loginWithPasswordFx.pending, passwordSubmitted]);
  return (
    <Form<{ login: string; password: string }>
      onSubmit={({ login, password }) => submit({ login, password, kind: login.includes('@') ? 'email' : 'phone' })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Field<string> name="login" validate={validateLogin}>
            {({ input, meta }) => (
              <label className="auth-field">
                <span>Телефон или почта</span>
                <input {...input} autoComplete="username" maxLength={64} />
                {meta.touched && meta.error && <span className="auth-field__error">{meta.error}</span>}
              </label>
            )}
          </Field>
          <Field<string> name="password" validate={(value) => (value ? undefined : 'Это поле обязательно для заполнения!')}>
            {({ input, meta }) => (
              <label className="auth-field">
                <span>Пароль</span>
                <input {...input} type="password" autoComplete="current-password" maxLength={64} />
                {meta.touched && meta.error && <span className="auth-field__error">{meta.error}</span>}
              </label>
            )}
          </Field>
          <Button type="submit" disabled={pending}>
            Войти
          </Button>
        </form>
      )}
    />
  );
}
