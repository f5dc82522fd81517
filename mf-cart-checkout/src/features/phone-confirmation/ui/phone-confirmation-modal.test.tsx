import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { phoneConfirmationRequested } from '@store/bus';
import { checkOrderCodeFx, sendOrderCodeFx } from '../../../shared/api';
import { secondPassedFx } from '../../../shared/lib/timers';
import { renderWithScope } from '@store/ui/testing';
import { PhoneConfirmationModal } from './phone-confirmation-modal';

beforeAll(() => {
  // jsdom has no <dialog> modal API; the Dialog falls back to the open attribute.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('the phone confirmation modal (SPEC §4, §5)', () => {
  it('asks for 4 digits, shows the countdown, and closes on the right code', async () => {
    const onClose = jest.fn();
    const scope = fork({
      handlers: [
        [sendOrderCodeFx, async () => ({ hashCode: 'h', expiresAt: '', time: 60 })],
        [secondPassedFx, () => new Promise<number>(() => undefined)],
        [checkOrderCodeFx, async () => true],
      ],
    });
    await act(async () => {
      void allSettled(phoneConfirmationRequested, { scope, params: { phone: '79123456789' } });
      await Promise.resolve();
    });
    renderWithScope(<PhoneConfirmationModal phone="79123456789" onClose={onClose} />, { scope });
    const user = userEvent.setup();
    expect(await screen.findByText(/\+7 \(912\) 345-67-89/)).toBeInTheDocument();
    expect(screen.getByText('Отправить код повторно можно через 60 секунд')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код из SMS'), '12');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Пожалуйста введите 4 цифры')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Код из SMS'), '34');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onClose).toHaveBeenCalled();
  });
});
