import { validateInn, validateKpp, validateLegalEmail, validateRequired } from '@store/domain';
import { Button, Dialog } from '@store/ui';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import type { LegalData, ProfileUser } from '../../../shared/api';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FieldsForm } from '../../../shared/ui/fields-form';
import { FormField } from '../../../shared/ui/form-field';
import {
  $legalDeleteError,
  $legalDeleteOpen,
  $legalDeleting,
  $legalEditing,
  $legalError,
  $legalSaving,
  legalDeleteCancelled,
  legalDeleteConfirmed,
  legalDeleteRequested,
  legalEditCancelled,
  legalEditStarted,
  legalSubmitted,
  type LegalFormValues,
} from '../model/legal-data';

const LEGAL_ROWS: [keyof LegalData, string][] = [
  ['legalName', 'Название организации'],
  ['inn', 'ИНН'],
  ['kpp', 'КПП'],
  ['legalAddress', 'Юридический адрес'],
  ['legalEmail', 'Почта для счетов'],
];

/** The legal entity's data (SPEC §5 limits and messages): added, changed and deleted. */
export function LegalSection({ user }: { user: ProfileUser }) {
  const [editing, startEditing, requestDelete] = useUnit([$legalEditing, legalEditStarted, legalDeleteRequested]);
  const legal = user.legal;
  if (editing) return <LegalForm legal={legal} />;
  return (
    <div data-testid="profile-legal">
      {legal ? (
        <>
          <dl className="profile-facts" data-testid="profile-legal-data">
            {LEGAL_ROWS.map(([field, label]) => (
              <div key={field} className="profile-facts__row">
                <dt>{label}</dt>
                <dd>{legal[field]}</dd>
              </div>
            ))}
          </dl>
          <div className="profile-actions">
            <Button variant="outlined" onClick={startEditing}>
              Изменить
            </Button>
            <Button variant="link" onClick={requestDelete}>
              Удалить
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="profile-muted">Данные юрлица не указаны. Добавьте их, чтобы оформлять заказы на организацию.</p>
          <Button variant="outlined" onClick={startEditing}>
            Добавить данные юрлица
          </Button>
        </>
      )}
      <LegalDeleteDialog />
    </div>
  );
}

function LegalForm({ legal }: { legal: LegalData | null }) {
  const [error, saving, submit, cancel] = useUnit([$legalError, $legalSaving, legalSubmitted, legalEditCancelled]);
  return (
    <Form<LegalFormValues> onSubmit={submit} initialValues={legal ?? undefined}>
      {({ handleSubmit }) => (
        <FieldsForm
          onSubmit={handleSubmit}
          error={error}
          testId="profile-legal-form"
          errorTestId="profile-legal-error"
          actions={
            <div className="profile-actions">
              <Button type="submit" loading={saving}>
                Сохранить
              </Button>
              <Button type="button" variant="outlined" onClick={cancel}>
                Отмена
              </Button>
            </div>
          }
        >
          <FormField name="legalName" label="Название организации" autoComplete="organization" validate={validateRequired} />
          <FormField name="inn" label="ИНН" inputMode="numeric" hint="10 цифр" validate={validateInn} />
          <FormField name="kpp" label="КПП" hint="9 символов" validate={validateKpp} />
          <FormField name="legalAddress" label="Юридический адрес" validate={validateRequired} />
          <FormField name="legalEmail" label="Почта для счетов" type="email" inputMode="email" validate={validateLegalEmail} />
        </FieldsForm>
      )}
    </Form>
  );
}

function LegalDeleteDialog() {
  const [open, deleting, error, cancel, confirm] = useUnit([
    $legalDeleteOpen,
    $legalDeleting,
    $legalDeleteError,
    legalDeleteCancelled,
    legalDeleteConfirmed,
  ]);
  return (
    <Dialog
      open={open}
      onClose={cancel}
      size="sm"
      title="Удалить данные юрлица?"
      testId="profile-legal-delete-dialog"
      footer={
        <div className="profile-actions">
          <Button onClick={confirm} loading={deleting}>
            Удалить
          </Button>
          <Button variant="outlined" onClick={cancel}>
            Отмена
          </Button>
        </div>
      }
    >
      <p>Заказы будут оформляться на частное лицо. Данные организации можно будет добавить снова.</p>
      <FormAlert message={error} />
    </Dialog>
  );
}
