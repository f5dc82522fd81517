import { CODE_LENGTH, formatPhone, normalizePhone, resendCodeIn, validatePhone, validateSecretCode } from '@store/domain';
import { Button, Dialog } from '@store/ui';
import { useUnit } from 'effector-react';
import { Form } from 'react-final-form';
import type { ProfileUser } from '../../../shared/api';
import { useCountdown } from '../../../shared/lib/use-now';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import {
  $newPhone,
  $phoneChangeBusy,
  $phoneChangeError,
  $phoneChangeOpen,
  $phoneStep,
  $resendWait,
  codeResent,
  codeSubmitted,
  phoneChangeClosed,
  phoneChangeOpened,
  phoneStepReturned,
  phoneSubmitted,
} from '../model/change-phone';

/** The account's phone and its change by a code sent to the new number. */
export function PhoneSection({ user }: { user: ProfileUser }) {
  const open = useUnit(phoneChangeOpened);
  return (
    <div className="profile-phone" data-testid="profile-phone">
      <p className="profile-phone__number" data-testid="profile-phone-number">
        {user.phone ? formatPhone(user.phone) : 'Номер не указан'}
      </p>
      <Button variant="outlined" onClick={open}>
        Изменить номер
      </Button>
      <PhoneChangeDialog />
    </div>
  );
}

function PhoneChangeDialog() {
  const [open, step, close] = useUnit([$phoneChangeOpen, $phoneStep, phoneChangeClosed]);
  return (
    <Dialog open={open} onClose={close} size="sm" title="Изменение номера телефона" testId="profile-phone-dialog">
      {step === 'phone' ? <PhoneStep /> : <CodeStep />}
    </Dialog>
  );
}

function PhoneStep() {
  const [error, busy, wait, submit] = useUnit([$phoneChangeError, $phoneChangeBusy, $resendWait, phoneSubmitted]);
  const left = useCountdown(wait);
  return (
    <Form<{ phone?: string }> onSubmit={submit}>
      {({ handleSubmit, values }) => {
        // The wait is per number (the API's 417): another number can have its code at once.
        const waiting = wait && normalizePhone(values.phone ?? '') === wait.phone ? left : 0;
        return (
          <form className="profile-form" onSubmit={handleSubmit} noValidate>
            <p>Мы отправим код подтверждения в SMS на новый номер.</p>
            <FormField
              name="phone"
              label="Новый номер телефона"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+7 (900) 000-00-00"
              validate={validatePhone}
              serverErrors={error?.fields}
            />
            {waiting > 0 && (
              <p className="profile-form-alert" role="status" data-testid="profile-phone-wait">
                {resendCodeIn(waiting)}
              </p>
            )}
            <FormAlert message={error?.message} testId="profile-phone-error" />
            <Button type="submit" block loading={busy} disabled={waiting > 0}>
              Получить код
            </Button>
          </form>
        );
      }}
    </Form>
  );
}

function CodeStep() {
  const [phone, error, busy, wait, submit, resend, back] = useUnit([
    $newPhone,
    $phoneChangeError,
    $phoneChangeBusy,
    $resendWait,
    codeSubmitted,
    codeResent,
    phoneStepReturned,
  ]);
  const waiting = useCountdown(wait);
  return (
    <Form<{ code?: string }> onSubmit={submit}>
      {({ handleSubmit }) => (
        <form className="profile-form" onSubmit={handleSubmit} noValidate>
          <p>
            Код отправлен на номер <strong>{phone ? formatPhone(phone) : ''}</strong>.{' '}
            <Button type="button" variant="link" onClick={back}>
              Изменить номер
            </Button>
          </p>
          <FormField
            name="code"
            label="Код из SMS"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            validate={validateSecretCode}
            serverErrors={error?.fields}
            testId="profile-phone-code"
          />
          <FormAlert message={error?.message} testId="profile-phone-error" />
          <Button type="submit" block loading={busy}>
            Подтвердить
          </Button>
          {waiting > 0 ? (
            <p className="profile-muted" role="status">
              {resendCodeIn(waiting)}
            </p>
          ) : (
            <Button type="button" variant="link" onClick={resend} disabled={busy}>
              Отправить код ещё раз
            </Button>
          )}
        </form>
      )}
    </Form>
  );
}
