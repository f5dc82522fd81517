import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, type DialogProps } from './dialog';

function CityPicker({
  onClose = () => undefined,
  withInitialFocus = false,
  ...rest
}: Partial<DialogProps> & { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Иркутск
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Выберите город"
        testId="shell-city-modal"
        initialFocus={withInitialFocus ? search : undefined}
        footer={<button type="button">Понятно, выбрать</button>}
        {...rest}
      >
        <label>
          Поиск города
          <input ref={search} />
        </label>
      </Dialog>
    </>
  );
}

async function openPicker(props: Parameters<typeof CityPicker>[0] = {}) {
  const user = userEvent.setup();
  render(<CityPicker {...props} />);
  const opener = screen.getByRole('button', { name: 'Иркутск' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Выберите город' }) };
}

describe('Dialog (platform without showModal, as jsdom)', () => {
  it('renders nothing while closed', () => {
    render(<CityPicker />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is named by its title, carries the test id and takes focus itself unless told otherwise', async () => {
    const { dialog } = await openPicker();
    expect(dialog).toHaveAttribute('data-testid', 'shell-city-modal');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveFocus();
  });

  it('focuses the element it is given on opening', async () => {
    await openPicker({ withInitialFocus: true });
    expect(screen.getByRole('textbox', { name: 'Поиск города' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openPicker({ onClose, withInitialFocus: true });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the × button, named «Закрыть»', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openPicker({ onClose });
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openPicker({ withInitialFocus: true });
    const search = screen.getByRole('textbox', { name: 'Поиск города' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Понятно, выбрать' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Понятно, выбрать' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(search).toHaveFocus();
  });

  it('locks the page scroll while open', async () => {
    const { user } = await openPicker();
    expect(document.documentElement).toHaveClass('store-scroll-locked');
    await user.keyboard('{Escape}');
    expect(document.documentElement).not.toHaveClass('store-scroll-locked');
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openPicker({ onClose });
    await user.click(screen.getByRole('textbox', { name: 'Поиск города' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses the wide size for the delivery calculator', async () => {
    const { dialog } = await openPicker({ size: 'lg' });
    expect(dialog).toHaveClass('store-dialog--lg');
  });
});

describe('Dialog (platform with showModal)', () => {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });

  beforeEach(() => {
    prototype.showModal = showModal;
    prototype.close = close;
  });
  afterEach(() => {
    delete prototype.showModal;
    delete prototype.close;
    showModal.mockClear();
    close.mockClear();
  });

  it('opens as a modal and closes the native dialog when unmounted', async () => {
    const { user } = await openPicker();
    expect(showModal).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('turns the browser’s Escape (its cancel event) into one onClose call', async () => {
    const onClose = jest.fn();
    const { dialog, opener } = await openPicker({ onClose });
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('reports a close the browser made by itself', async () => {
    const onClose = jest.fn();
    const { dialog } = await openPicker({ onClose });
    act(() => {
      fireEvent(dialog, new Event('close'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
