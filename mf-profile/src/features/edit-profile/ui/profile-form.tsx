import { validateEmail, validateRequired } from '@store/domain';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { ProfileUser } from '../../../shared/api';
import { FieldsForm } from '../../../shared/ui/fields-form';
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
        <FieldsForm
          onSubmit={handleSubmit}
          error={error}
          testId="profile-personal-form"
          errorTestId="profile-personal-error"
          actions={
            <Button type="submit" loading={saving}>
              Сохранить
            </Button>
          }
        >
          <FormField name="lastName" label="Фамилия" autoComplete="family-name" validate={lastNameRule} />
          <FormField name="firstName" label="Имя" autoComplete="given-name" validate={firstNameRule} />
          <FormField name="middleName" label="Отчество" autoComplete="additional-name" />
          <FormField name="email" label="Электронная почта" type="email" inputMode="email" autoComplete="email" validate={validateEmail} />
        </FieldsForm>
      )}
    </Form>
  );
}
