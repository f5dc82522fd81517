import { MESSAGES, formatPhone, validateEmail, validateRequired } from '@store/domain';
import { Button, TextField } from '@store/ui';
import { useUnit } from 'effector-react';
import { Field, Form } from 'react-final-form';
import {
  $codeTarget,
  $fieldErrors,
  $pending,
  codeEntered,
  codeStepLeft,
  identifierSubmitted,
  registrationSubmitted,
  type RegistrationForm,
} from '../model/sign-in';
import { CodeField } from './code-field';
import { IdentifierField } from './identifier-field';
import { PasswordField } from './password-field';
import { Resend } from './resend';

/** SPEC §4 code flow: phone (or e-mail), then the code; a new phone registers with its names. */
export function CodeSignIn() {
  const target = useUnit($codeTarget);
  if (!target) return <IdentifierStep />;
  return (
    <>
      <CodeSentNote to={target.body.phone ? formatPhone(target.body.phone) : (target.body.email ?? '')} />
      {target.newUser ? <RegistrationStep /> : <CodeStep />}
      <Resend />
    </>
  );
}

function IdentifierStep() {
  const [pending, submit] = useUnit([$pending, identifierSubmitted]);
  return (
    <Form<{ login: string }>
      onSubmit={({ login }) => submit({ login })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="auth-form" data-testid="auth-phone-form">
          <IdentifierField name="login" testId="auth-login" autoFocus />
          <Button type="submit" variant="primary" block loading={pending} data-testid="auth-get-code">
            Получить код
          </Button>
        </form>
      )}
    />
  );
}

export function CodeSentNote({ to }: { to: string }) {
  const leave = useUnit(codeStepLeft);
  return (
    <div className="auth-modal__sent">
      <p role="status" className="auth-modal__status" data-testid="auth-code-sent">
        {MESSAGES.codeSent}
      </p>
      <p className="auth-modal__muted">
        {to}{' '}
        <Button variant="link" size="sm" onClick={() => leave()}>
          Изменить
        </Button>
      </p>
    </div>
  );
}

function CodeStep() {
  const [pending, enter] = useUnit([$pending, codeEntered]);
  return (
    <Form<{ code: string }>
      onSubmit={({ code }) => enter({ code })}
      render={({ handleSubmit, form }) => (
        <form onSubmit={handleSubmit} noValidate className="auth-form" data-testid="auth-code-form">
          <CodeField disabled={pending} onComplete={() => void form.submit()} />
          <Button type="submit" variant="primary" block loading={pending}>
            Войти
          </Button>
        </form>
      )}
    />
  );
}

/** A new phone (`newUser`): the code and the names in one form; e-mail and password may be left empty. */
function RegistrationStep() {
  const [pending, errors, submit] = useUnit([$pending, $fieldErrors, registrationSubmitted]);
  return (
    <Form<RegistrationForm>
      onSubmit={(values) => submit(values)}
      render={({ handleSubmit, form }) => (
        <form onSubmit={handleSubmit} noValidate className="auth-form" data-testid="auth-registration-form">
          <p className="auth-modal__muted">Этот номер ещё не зарегистрирован. Заполните данные, чтобы создать аккаунт.</p>
          <Field<string> name="lastName" validate={validateRequired}>
            {({ input, meta }) => (
              <TextField
                {...input}
                label="Фамилия"
                autoComplete="family-name"
                data-testid="auth-last-name"
                error={(meta.touched && meta.error) || errors.lastName}
              />
            )}
          </Field>
          <Field<string> name="firstName" validate={validateRequired}>
            {({ input, meta }) => (
              <TextField
                {...input}
                label="Имя"
                autoComplete="given-name"
                data-testid="auth-first-name"
                error={(meta.touched && meta.error) || errors.firstName}
              />
            )}
          </Field>
          <Field<string> name="email" validate={validateEmail}>
            {({ input, meta }) => (
              <TextField
                {...input}
                label="Почта (необязательно)"
                type="email"
                autoComplete="email"
                data-testid="auth-email"
                error={(meta.touched && meta.error) || errors.email}
              />
            )}
          </Field>
          <PasswordField
            name="password"
            label="Пароль (необязательно)"
            autoComplete="new-password"
            hint="Чтобы входить и без кода из СМС"
            testId="auth-new-password"
            serverError={errors.password}
          />
          {/* The code comes last: four digits submit the form once the names are in. */}
          <CodeField disabled={pending} serverError={errors.codePass} onComplete={() => form.getState().valid && void form.submit()} />
          <Button type="submit" variant="primary" block loading={pending} data-testid="auth-register">
            Зарегистрироваться
          </Button>
        </form>
      )}
    />
  );
}
