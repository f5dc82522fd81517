import { validateEmail, validateRequired } from '@store/domain';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { ProfileUser } from '../../../shared/api';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { $profileError, $profileSaving, profileFormValues, profileSubmitted, type ProfileFormValues } from '../model/edit-profile';

/** Names and e-mail of the account (PUT /api/user/update/{id}). */
export function ProfileForm({ user }: { user: ProfileUser }) {
  const [error, saving, submit] = useUnit([$profileError, $profileSaving, profileSubmitted]);
  // A fresh answer resets the form to what was saved; a failed save leaves what was typed.
  const initialValues = useMemo(() => profileFormValues(user), [user]);
  // The API refuses to blank a name once given; a name never given may stay empty.
  const lastNameRule = user.lastName ? validateRequired : undefined;
  const firstNameRule = user.firstName ? validateRequired : undefined;
  return (
    <Form<ProfileFormValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate data-testid="profile-personal-form">
          <div className="profile-form__grid">
            <FormField name="lastName" label="Фамилия" autoComplete="family-name" validate={lastNameRule} serverErrors={error?.fields} />
            <FormField name="firstName" label="Имя" autoComplete="given-name" validate={firstNameRule} serverErrors={error?.fields} />
            <FormField name="middleName" label="Отчество" autoComplete="additional-name" serverErrors={error?.fields} />
            <FormField
              name="email"
              label="Электронная почта"
              type="email"
              inputMode="email"
              autoComplete="email"
              validate={validateEmail}
              serverErrors={error?.fields}
            />
          </div>
          <FormAlert message={error?.message} testId="profile-personal-error" />
          <Button type="submit" loading={saving}>
            Сохранить
          </Button>
        </form>
      )}
    </Form>
  );
}
