import { StatusBadge } from '@store/ui';
import type { OrderDisplay } from '../lib/order-display';

/** The status badge (SPEC §4 status display) and the payment label (§4 table), in words and colour. */
export function OrderBadges({ display }: { display: OrderDisplay }) {
  return (
    <div className="profile-badges">
      <StatusBadge tone={display.status.tone}>
        <span data-testid="profile-order-status">{display.status.label}</span>
      </StatusBadge>
      <span className="profile-badges__payment">
        <span className="profile-muted">Оплата:</span>
        <StatusBadge tone={display.payment.tone}>
          <span data-testid="profile-order-payment">{display.payment.label}</span>
        </StatusBadge>
      </span>
    </div>
  );
}
