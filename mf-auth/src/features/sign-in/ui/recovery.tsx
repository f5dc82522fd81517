import { formatPhone, validatePasswordRepeat, validateRequired } from '@store/domain';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { $fieldErrors, $pending, $recoveryTarget, recoveryCodeRequested, recoverySubmitted, viewChanged } from '../model/sign-in';
import { CodeField } from './code-field';
import { CodeSentNote } from './code-sign-in';
import { IdentifierField } from './identifier-field';
import { PasswordField } from './password-field';
import { Resend } from './resend';

interface NewPasswordForm {
  code: string;
  password: string;
  repeat: string;
}

/** SPEC §4 "Recovery": phone or e-mail, send the code; then the code, the new password and its confirmation. */
export function Recovery() {
  const [target, changeView] = useUnit([$recoveryTarget, viewChanged]);
  return (
    <>
      {target ? (
        <>
          <CodeSentNote to={target.body.phone ? formatPhone(target.body.phone) : (target.body.email ?? '')} />
          <NewPasswordStep />
          <Resend />
        </>
      ) : (
        <RecoveryRequestStep />
      )}
      <Button variant="link" onClick={() => changeView('password')} data-testid="auth-back-to-sign-in">
        Вернуться ко входу
      </Button>
    </>
  );
}

function RecoveryRequestStep() {
  const [pending, request] = useUnit([$pending, recoveryCodeRequested]);
  return (
    <Form<{ login: string }>
      onSubmit={({ login }) => request({ login })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="auth-form" data-testid="auth-recovery-form">
          <IdentifierField name="login" testId="auth-recovery-login" autoFocus />
          <Button type="submit" variant="primary" block loading={pending} data-testid="auth-recovery-get-code">
            Получить код
          </Button>
        </form>
      )}
    />
  );
}

function NewPasswordStep() {
  const [pending, errors, submit] = useUnit([$pending, $fieldErrors, recoverySubmitted]);
  return (
    <Form<NewPasswordForm>
      onSubmit={({ code, password }) => submit({ code, password })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="auth-form" data-testid="auth-new-password-form">
          <CodeField disabled={pending} serverError={errors.codeRecovery} />
          <PasswordField
            name="password"
            label="Новый пароль"
            autoComplete="new-password"
            testId="auth-recovery-password"
            validate={validateRequired}
            serverError={errors.newPassword}
          />
          <PasswordField
            name="repeat"
            label="Повторите пароль"
            autoComplete="new-password"
            testId="auth-recovery-repeat"
            validate={(value: string | undefined, values: Partial<NewPasswordForm>) =>
              validateRequired(value) ?? validatePasswordRepeat(values.password, value)
            }
          />
          <Button type="submit" variant="primary" block loading={pending} data-testid="auth-recovery-submit">
            Сменить пароль
          </Button>
        </form>
      )}
    />
  );
}
