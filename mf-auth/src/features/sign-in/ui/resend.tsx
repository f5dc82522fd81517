import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { $resendIn } from '../model/countdown';
import { $pending, resendRequested } from '../model/sign-in';

/** «Отправить код ещё раз» once the countdown from the code's death date reaches zero. */
export function Resend() {
  const [left, pending, resend] = useUnit([$resendIn, $pending, resendRequested]);
  if (left > 0) {
    return (
      <p className="auth-modal__muted" data-testid="auth-resend-countdown">
        Отправить код ещё раз можно через {left} сек.
      </p>
    );
  }
  return (
    <Button variant="link" disabled={pending} onClick={() => resend()} data-testid="auth-resend">
      Отправить код ещё раз
    </Button>
  );
}
