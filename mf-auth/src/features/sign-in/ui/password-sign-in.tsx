import { validateRequired } from '@store/domain';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { $pending, passwordSubmitted, viewChanged } from '../model/sign-in';
import { IdentifierField } from './identifier-field';
import { PasswordField } from './password-field';

/** SPEC §4 password mode: phone or e-mail and the password. */
export function PasswordSignIn() {
  const [pending, submit, changeView] = useUnit([$pending, passwordSubmitted, viewChanged]);
  return (
    <Form<{ login: string; password: string }>
      onSubmit={(values) => submit(values)}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate className="auth-form" data-testid="auth-password-form">
          <IdentifierField name="login" testId="auth-login" autoFocus />
          <PasswordField
            name="password"
            label="Пароль"
            autoComplete="current-password"
            testId="auth-password"
            validate={validateRequired}
          />
          <Button type="submit" variant="primary" block loading={pending} data-testid="auth-sign-in">
            Войти
          </Button>
          <Button variant="link" onClick={() => changeView('recovery')} data-testid="auth-forgot">
            Забыли пароль?
          </Button>
        </form>
      )}
    />
  );
}
