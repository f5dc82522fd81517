import { PASSWORD_LENGTH, validateRequired } from '@store/domain';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import {
  $passwordError,
  $passwordFormVersion,
  $passwordSaving,
  passwordSubmitted,
  validatePasswordForm,
  type PasswordFormValues,
} from '../model/change-password';

/** Password change (PUT /api/user/password/{id}); the form empties itself once the password is changed. */
export function PasswordForm() {
  const [error, saving, version, submit] = useUnit([$passwordError, $passwordSaving, $passwordFormVersion, passwordSubmitted]);
  return (
    <Form<PasswordFormValues> key={version} onSubmit={submit} validate={validatePasswordForm}>
      {({ handleSubmit }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate data-testid="profile-password-form">
          <div className="profile-form__grid">
            <FormField
              name="oldPassword"
              label="Текущий пароль"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_LENGTH.max}
              hint="Оставьте пустым, если пароль ещё не задан"
              serverErrors={error?.fields}
            />
            <FormField
              name="newPassword"
              label="Новый пароль"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_LENGTH.max}
              hint="Не менее 8 символов"
              validate={validateRequired}
              serverErrors={error?.fields}
            />
            <FormField
              name="newPasswordRepeat"
              label="Новый пароль ещё раз"
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_LENGTH.max}
              validate={validateRequired}
              serverErrors={error?.fields}
            />
          </div>
          <FormAlert message={error?.message} testId="profile-password-error" />
          <Button type="submit" variant="outlined" loading={saving}>
            Изменить пароль
          </Button>
        </form>
      )}
    </Form>
  );
}
