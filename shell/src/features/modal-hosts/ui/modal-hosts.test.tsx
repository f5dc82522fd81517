import { authModalRequested, phoneConfirmationRequested, type ModalProps } from '@store/bus';
import { NOTICES } from '@store/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled } from 'effector';
import { renderWithScope } from '@store/ui/testing';
import { $pendingToasts } from '../../../shared/ui/toasts/model';
import { ModalHosts } from './modal-hosts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ auth: 'http://127.0.0.1:3003/mf-manifest.json', cart_checkout: 'http://127.0.0.1:3002/mf-manifest.json' }),
  })) as unknown as typeof fetch;
});

function PhoneModal({ phone, onClose }: ModalProps<{ phone: string }>) {
  return (
    <div role="dialog" aria-label="Подтверждение">
      Код отправлен на {phone}
      <button type="button" onClick={onClose}>
        Закрыть
      </button>
    </div>
  );
}

describe('modal hosts mount the remote modal when the bus asks', () => {
  it('nothing is loaded until asked; then the modal gets the payload as props and unmounts on onClose', async () => {
    runtime.loadRemote.mockResolvedValue({ default: PhoneModal });
    const { scope } = renderWithScope(<ModalHosts />);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await act(() => allSettled(phoneConfirmationRequested, { scope, params: { phone: '+7 (900) 123-45-67' } }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Код отправлен на +7 (900) 123-45-67');
    expect(runtime.loadRemote).toHaveBeenCalledWith('cart_checkout/PhoneConfirmationModal');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a modal whose remote is down shows an error toast; the page is untouched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockRejectedValue(new Error('auth is down'));
    const { scope, container } = renderWithScope(<ModalHosts />);
    await act(() => allSettled(authModalRequested, { scope, params: {} }));
    await waitFor(() => expect(scope.getState($pendingToasts).map((t) => t.message)).toEqual([NOTICES.modalUnavailable]));
    expect(container).toBeEmptyDOMElement();
  });
});
