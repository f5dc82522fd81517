import { oneClickOrderRequested, stockModalRequested } from '@store/bus';
import { NOTICES } from '@store/domain';
import { allSettled, fork } from 'effector';
import { $pendingToasts } from '../../../shared/ui/toasts/model';
import { MODAL_HOSTS } from './modal-hosts';

const host = (key: string) => {
  const found = MODAL_HOSTS.find((h) => h.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('modal hosts (bus ModalProps)', () => {
  it('each remote-owned modal has one host, named by its remote and module', () => {
    expect(MODAL_HOSTS.map((h) => `${h.remote}/${h.module}`)).toEqual([
      'auth/AuthModal',
      'cart_checkout/OneClickOrderModal',
      'cart_checkout/PhoneConfirmationModal',
      'catalog/StockModal',
    ]);
  });

  it('opens with the payload of the bus event and closes on onClose', async () => {
    const scope = fork();
    const oneClick = host('one-click');
    await allSettled(oneClickOrderRequested, { scope, params: { productId: 5, defectSerialNumber: 'SN-1' } });
    expect(scope.getState(oneClick.$payload)).toEqual({ productId: 5, defectSerialNumber: 'SN-1' });
    expect(scope.getState(host('stock').$payload)).toBeNull();
    await allSettled(oneClick.closed, { scope });
    expect(scope.getState(oneClick.$payload)).toBeNull();
  });

  it('a second request while open replaces the payload (one modal, never two)', async () => {
    const scope = fork();
    await allSettled(stockModalRequested, { scope, params: { productId: 1, defectSerialNumber: null } });
    await allSettled(stockModalRequested, { scope, params: { productId: 2, defectSerialNumber: null } });
    expect(scope.getState(host('stock').$payload)).toEqual({ productId: 2, defectSerialNumber: null });
  });

  it('a modal that cannot load closes with an error toast, and the next opening loads it afresh', async () => {
    const scope = fork();
    const stock = host('stock');
    await allSettled(stockModalRequested, { scope, params: { productId: 1, defectSerialNumber: null } });
    await allSettled(stock.failed, { scope });
    expect(scope.getState(stock.$payload)).toBeNull();
    expect(scope.getState(stock.$failures)).toBe(1);
    expect(scope.getState($pendingToasts)).toEqual([expect.objectContaining({ message: NOTICES.modalUnavailable, variant: 'error' })]);
  });
});
