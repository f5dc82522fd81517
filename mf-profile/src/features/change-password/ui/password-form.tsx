import { PASSWORD_LENGTH, validateRequired } from '@store/domain';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import { FieldsForm } from '../../../shared/ui/fields-form';
import { FormField } from '../../../shared/ui/form-field';
import {
  $passwordError,
  $passwordFormVersion,
  $passwordSaving,
  passwordSubmitted,
  validatePasswordForm,
  type PasswordFormValues,
} from '../model/change-password';

/** What every password field of the form is: hidden, up to the password's length, a new password by default. */
const PASSWORD_FIELD = { type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_LENGTH.max } as const;

/** Password change (PUT /api/user/password/{id}); the form empties itself once the password is changed. */
export function PasswordForm() {
  const [error, saving, version, submit] = useUnit([$passwordError, $passwordSaving, $passwordFormVersion, passwordSubmitted]);
  return (
    <Form<PasswordFormValues> key={version} onSubmit={submit} validate={validatePasswordForm}>
      {({ handleSubmit }) => (
        <FieldsForm
          onSubmit={handleSubmit}
          error={error}
          testId="profile-password-form"
          errorTestId="profile-password-error"
          actions={
            <Button type="submit" variant="outlined" loading={saving}>
              Изменить пароль
            </Button>
          }
        >
          <FormField
            {...PASSWORD_FIELD}
            name="oldPassword"
            label="Текущий пароль"
            autoComplete="current-password"
            hint="Оставьте пустым, если пароль ещё не задан"
          />
          <FormField {...PASSWORD_FIELD} name="newPassword" label="Новый пароль" hint="Не менее 8 символов" validate={validateRequired} />
          <FormField {...PASSWORD_FIELD} name="newPasswordRepeat" label="Новый пароль ещё раз" validate={validateRequired} />
        </FieldsForm>
      )}
    </Form>
  );
}
