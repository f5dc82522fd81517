import { ApiError } from '@store/api-client';
import { allSettled, fork } from 'effector';
import { $order, orderRequested } from '../../../entities/order';
import {
  fetchOrderFx,
  forgetPaymentAttemptFx,
  openPaymentPageFx,
  payOrderFx,
  readPaymentAttemptFx,
  rememberPaymentAttemptFx,
  type ProfileOrder,
} from '../../../shared/api';
import { order } from '../../../shared/lib/test-data';
import { $payError, $paying, $repaidOrderId, payClicked, repaidModalClosed } from './repay';

/** sessionStorage and the browser's address, as the effects see them. */
function browser(attempts: number[] = []) {
  const opened: string[] = [];
  return {
    attempts,
    opened,
    handlers: [
      [rememberPaymentAttemptFx, (id: number) => void attempts.push(id)],
      [readPaymentAttemptFx, (id: number) => attempts.includes(id)],
      [forgetPaymentAttemptFx, (id: number) => void attempts.splice(attempts.indexOf(id), 1)],
      [openPaymentPageFx, (address: string) => void opened.push(address)],
    ] as const,
  };
}

const pending = order({ id: 501, statusId: 12, paykeeperStatus: 'pending', paymentOnline: { status: 'waiting-for-payment' } });
const paid = order({ id: 501, statusId: 12, paykeeperStatus: 'obtained', paymentOnline: { status: 'paid' } });

describe('repayment through the gateway (POST /api/orders/{id}/pay)', () => {
  it('«Оплатить» notes the attempt and leaves for the gateway page', async () => {
    const env = browser();
    const scope = fork({
      handlers: [
        ...env.handlers,
        [payOrderFx, async (id: number) => ({ orderId: id, address: `http://127.0.0.1/api/payment/demo/p-${id}` })],
      ] as unknown as [],
    });
    await allSettled(payClicked, { scope, params: 501 });
    expect(env.attempts).toEqual([501]);
    expect(env.opened).toEqual(['http://127.0.0.1/api/payment/demo/p-501']);
    expect(scope.getState($paying)).toBe(true);
  });

  it('back at the order page with the money in, the successful-repayment modal shows once', async () => {
    const env = browser([501]);
    const scope = fork({ handlers: [...env.handlers, [fetchOrderFx, async () => paid]] as unknown as [] });
    await allSettled(orderRequested, { scope, params: 501 });
    expect(scope.getState($repaidOrderId)).toBe(501);
    expect(env.attempts).toEqual([]);
    await allSettled(repaidModalClosed, { scope });
    await allSettled(orderRequested, { scope, params: 501 });
    expect(scope.getState($repaidOrderId)).toBeNull();
  });

  it('no modal for a paid order opened without an attempt, nor after a refused payment', async () => {
    const visit = browser();
    const scope = fork({ handlers: [...visit.handlers, [fetchOrderFx, async () => paid]] as unknown as [] });
    await allSettled(orderRequested, { scope, params: 501 });
    expect(scope.getState($repaidOrderId)).toBeNull();

    const refused = browser([501]);
    const back = fork({ handlers: [...refused.handlers, [fetchOrderFx, async () => pending]] as unknown as [] });
    await allSettled(orderRequested, { scope: back, params: 501 });
    expect(back.getState($repaidOrderId)).toBeNull();
    expect(refused.attempts).toEqual([501]);
  });

  it("a refused payment shows the server's message and the order as it is now", async () => {
    const env = browser();
    const fetched: number[] = [];
    const scope = fork({
      values: [[$order, pending]],
      handlers: [
        ...env.handlers,
        [
          payOrderFx,
          async (): Promise<{ orderId: number; address: string }> => {
            throw new ApiError(409, 'Заказ уже оплачен', { message: 'Заказ уже оплачен' });
          },
        ],
        [
          fetchOrderFx,
          async (id: number): Promise<ProfileOrder> => {
            fetched.push(id);
            return paid;
          },
        ],
      ] as unknown as [],
    });
    await allSettled(payClicked, { scope, params: 501 });
    expect(scope.getState($payError)).toBe('Заказ уже оплачен');
    expect(scope.getState($paying)).toBe(false);
    expect(env.opened).toEqual([]);
    expect(fetched).toEqual([501]);
    expect(scope.getState($order)?.paykeeperStatus).toBe('obtained');
  });
});
