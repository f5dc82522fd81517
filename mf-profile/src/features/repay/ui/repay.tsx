import { paymentArrivalText } from '@store/domain';
import { Button, Dialog } from '@store/ui';
import { useUnit } from 'effector-react';
import { FormAlert } from '../../../shared/ui/form-alert';
import { $payError, $paying, $repaidOrderId, payClicked, repaidModalClosed } from '../model/repay';

/** «Оплатить» with the hours left (SPEC §4), while the payment window is open. */
export function PayButton({ orderId, payText }: { orderId: number; payText: string }) {
  const [paying, error, pay] = useUnit([$paying, $payError, payClicked]);
  return (
    <div className="profile-pay" data-testid="profile-pay">
      <p className="profile-pay__text" data-testid="profile-pay-text">
        {payText}
      </p>
      <Button onClick={() => pay(orderId)} loading={paying} data-testid="profile-pay-button">
        Оплатить
      </Button>
      <FormAlert message={error} testId="profile-pay-error" />
    </div>
  );
}

/** The successful-repayment modal (SPEC §2), shown back from the gateway once the money is in. */
export function RepaidDialog({ orderId }: { orderId: number }) {
  const [repaidId, close] = useUnit([$repaidOrderId, repaidModalClosed]);
  return (
    <Dialog
      open={repaidId === orderId}
      onClose={close}
      size="sm"
      title="Заказ оплачен"
      testId="profile-repaid-dialog"
      footer={
        <Button block onClick={close}>
          Хорошо
        </Button>
      }
    >
      <p>Спасибо! Оплата заказа № {orderId} прошла успешно.</p>
      <p>{paymentArrivalText()}.</p>
    </Dialog>
  );
}
