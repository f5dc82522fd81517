import { ApiError } from '@store/api-client';
import { $session } from '@store/bus';
import { MESSAGES, NOTICES } from '@store/domain';
import { renderWithScope } from '@store/ui/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import { loginByCodeFx, requestAuthCodeFx } from '../../../shared/api/auth';
import { issueCaptchaTokenFx } from '../../../shared/api/captcha';
import { writeUserCookieFx } from '../../../shared/api/session-cookies';
import { readClockFx, waitSecondFx } from '../../../shared/lib/clock';
import { NOW } from '../../../shared/lib/testing/tokens';
import { serverUser } from '../../../shared/lib/testing/users';
import { AuthModal } from './auth-modal';

const codeAnswer = {
  hashCode: 'h1',
  expiresAt: new Date(NOW + 120_000).toISOString(),
  codeDeathDate: new Date(NOW + 120_000).toISOString(),
  newUser: false,
};

interface Calls {
  sendCode?: (body: unknown) => Promise<unknown>;
  loginByCode?: (body: unknown) => Promise<unknown>;
  captcha?: () => Promise<string>;
}

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call ${name}`));

function renderModal(calls: Calls = {}, props: { mode?: 'code' | 'password' } = {}) {
  const scope = fork({
    handlers: [
      [readClockFx, () => NOW],
      // The countdown stays where it started: these tests are not about the seconds.
      [waitSecondFx, () => new Promise<void>(() => undefined)],
      [writeUserCookieFx, () => undefined],
      [requestAuthCodeFx, calls.sendCode ?? unexpected('sendCode')],
      [loginByCodeFx, calls.loginByCode ?? unexpected('loginByCode')],
      [issueCaptchaTokenFx, calls.captcha ?? unexpected('captcha')],
    ],
  });
  const onClose = jest.fn();
  renderWithScope(<AuthModal {...props} onClose={onClose} />, { scope });
  return { scope, onClose };
}

const phoneField = () => screen.getByLabelText('Телефон или почта');

async function sendCode(scope: Scope) {
  await userEvent.type(phoneField(), '+7 912 345 67 89');
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  expect(scope.getState($session).isAuth).toBe(false);
}

describe('the sign-in modal (SPEC §4, §5)', () => {
  it('is a dialog named by its title, code mode by default, with a way to the password mode', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Вход или регистрация' })).toBeInTheDocument();
    expect(phoneField()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти по паролю' })).toBeInTheDocument();
  });

  it('says what is wrong with the phone before any call', async () => {
    const send = jest.fn(async () => codeAnswer);
    renderModal({ sendCode: send });
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(MESSAGES.phoneEmpty)).toBeInTheDocument();
    await userEvent.type(phoneField(), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('«Код отправлен», then four digits submit by themselves and the modal closes signed in', async () => {
    const login = jest.fn(async () => ({ accessToken: 'a', user: serverUser, newUser: false }));
    const { scope, onClose } = renderModal({ sendCode: async () => codeAnswer, loginByCode: login });
    await sendCode(scope);
    expect(await screen.findByRole('status')).toHaveTextContent('Код отправлен');
    expect(screen.getByText('Отправить код ещё раз можно через 120 сек.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Код из СМС'), '1234');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(login).toHaveBeenCalledWith({ phone: '+7 912 345 67 89', hashCode: 'h1', codePass: '1234' });
    expect(scope.getState($session).isAuth).toBe(true);
  });

  it("three digits are not sent: 'Код должен состоять из 4-ех цифр'", async () => {
    const login = jest.fn();
    const { scope } = renderModal({ sendCode: async () => codeAnswer, loginByCode: login });
    await sendCode(scope);
    await userEvent.type(await screen.findByLabelText('Код из СМС'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(MESSAGES.codeLength)).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('a wrong code: the message, an empty code field, and the captcha checkbox', async () => {
    const { scope } = renderModal({
      sendCode: async () => codeAnswer,
      loginByCode: async () => Promise.reject(new ApiError(400, 'x', { message: MESSAGES.codeWrong })),
      captcha: async () => 't1',
    });
    await sendCode(scope);
    await userEvent.type(await screen.findByLabelText('Код из СМС'), '0000');
    expect(await screen.findByText(MESSAGES.codeWrong)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Код из СМС')).toHaveValue(''));
    const box = screen.getByRole('checkbox', { name: 'Я не робот' });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
  });

  it('on the development host a refused phone gets the warning instead of a code field', async () => {
    const { scope } = renderModal({
      sendCode: async () => Promise.reject(new ApiError(403, 'x', { message: NOTICES.developmentHostPhone, developmentHost: true })),
    });
    await sendCode(scope);
    expect(await screen.findByRole('dialog', { name: 'Вход недоступен' })).toBeInTheDocument();
    expect(screen.getByText(NOTICES.developmentHostPhone)).toBeInTheDocument();
    expect(screen.queryByLabelText('Код из СМС')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(phoneField()).toBeInTheDocument();
  });

  it('the password mode takes a phone or an e-mail', async () => {
    renderModal({}, { mode: 'password' });
    expect(screen.getByLabelText('Пароль')).toBeInTheDocument();
    await userEvent.type(phoneField(), 'ivan@mail');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText(MESSAGES.email)).toBeInTheDocument();
  });

  it('opened again after a sign-in, it starts afresh and stays open', async () => {
    const { scope, onClose } = renderModal({
      sendCode: async () => codeAnswer,
      loginByCode: async () => ({ accessToken: 'a', user: serverUser, newUser: false }),
    });
    await sendCode(scope);
    await userEvent.type(await screen.findByLabelText('Код из СМС'), '1234');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    cleanup();

    const again = jest.fn();
    renderWithScope(<AuthModal onClose={again} />, { scope });
    expect(screen.getByLabelText('Телефон или почта')).toHaveValue('');
    expect(screen.queryByLabelText('Код из СМС')).not.toBeInTheDocument();
    expect(again).not.toHaveBeenCalled();
  });
});
