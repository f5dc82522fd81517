import type { ModalProps } from '@store/bus';
import { CODE_LENGTH, formatPhone, isCompleteCode, pluralRu, validateConfirmationCode } from '@store/domain';
import { Button, Dialog, TextField } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Field, Form } from 'react-final-form';
import {
  $checking,
  $codeError,
  $codeSent,
  $done,
  $secondsLeft,
  $sendError,
  $sending,
  codeSubmitted,
  confirmationDismissed,
  resendClicked,
} from '../../../entities/phone-confirmation';
import { SECOND_FORMS } from '../../../shared/lib/plural-forms';
import './phone-confirmation.css';

/**
 * cart_checkout/PhoneConfirmationModal (bus ModalProps<{ phone }>): the SMS code for an order
 * (SPEC §4). The shell mounts it on `phoneConfirmationRequested`; the code was sent when the order
 * asked, and the order hears the answer inside this remote.
 */
export function PhoneConfirmationModal({ phone, onClose }: ModalProps<{ phone: string }>) {
  const [sent, secondsLeft, codeError, sendError, checking, sending, done] = useUnit([
    $codeSent,
    $secondsLeft,
    $codeError,
    $sendError,
    $checking,
    $sending,
    $done,
  ]);
  const [submitCode, resend, dismiss] = useUnit([codeSubmitted, resendClicked, confirmationDismissed]);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);

  const close = () => {
    dismiss();
    onClose();
  };

  return (
    <Dialog open onClose={close} title="Подтверждение телефона" size="sm" testId="cart-phone-modal" initialFocus={input}>
      <div data-boundary="cart" className="cart-phone">
        <p>
          {sending && !sent
            ? 'Отправляем код…'
            : `Мы отправили код в SMS на номер ${formatPhone(phone)}. Введите его, чтобы оформить заказ.`}
        </p>
        {sendError && (
          <p className="cart-phone__error" role="alert" data-testid="cart-phone-send-error">
            {sendError}
          </p>
        )}
        <Form<{ code: string }>
          onSubmit={({ code }) => {
            submitCode(code ?? '');
          }}
          render={({ handleSubmit, form }) => (
            <form onSubmit={handleSubmit} noValidate className="cart-phone__form">
              <Field<string> name="code" validate={validateConfirmationCode}>
                {({ input: field, meta }) => (
                  <TextField
                    {...field}
                    ref={input}
                    label="Код из SMS"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={CODE_LENGTH}
                    error={(meta.submitFailed && meta.error) || codeError || undefined}
                    onChange={(event) => {
                      const code = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
                      field.onChange(code);
                      if (isCompleteCode(code)) void form.submit();
                    }}
                    data-testid="cart-phone-code"
                  />
                )}
              </Field>
              <Button type="submit" block loading={checking} data-testid="cart-phone-submit">
                Подтвердить
              </Button>
            </form>
          )}
        />
        {secondsLeft > 0 ? (
          <p className="cart-phone__resend" data-testid="cart-phone-countdown">
            Отправить код повторно можно через {secondsLeft} {pluralRu(secondsLeft, SECOND_FORMS)}
          </p>
        ) : (
          <Button variant="link" onClick={() => resend()} disabled={sending} data-testid="cart-phone-resend">
            Отправить код повторно
          </Button>
        )}
      </div>
    </Dialog>
  );
}
