import { ApiError } from '@store/api-client';
import { $storeSettings, toastRequested, type StoreSettings } from '@store/bus';
import { MESSAGES } from '@store/domain';
import { renderWithScope } from '@store/ui/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { loginByCodeFx, requestAuthCodeFx } from '../../../shared/api/auth';
import { issueCaptchaTokenFx } from '../../../shared/api/captcha';
import type { RecaptchaCallbacks, RecaptchaPort } from '../../../shared/api/recaptcha';
import { writeUserCookieFx } from '../../../shared/api/session-cookies';
import { $recaptchaPort } from '../../../shared/lib/captcha';
import { readClockFx, waitSecondFx } from '../../../shared/lib/clock';
import { NOW } from '../../../shared/lib/testing/tokens';
import { serverUser } from '../../../shared/lib/testing/users';
import { AuthModal } from './auth-modal';

const SITE_KEY = '6LcSiteKeyForTheWidget';
const settings = (recaptchaSiteKey: string | null): StoreSettings => ({
  supportPhone: '+7 (800) 555-35-35',
  supportHours: '10:00-19:00',
  demo: false,
  developmentHost: false,
  metrikaCounterId: null,
  recaptchaSiteKey,
});
const codeAnswer = {
  hashCode: 'h1',
  expiresAt: new Date(NOW + 120_000).toISOString(),
  codeDeathDate: new Date(NOW + 120_000).toISOString(),
  newUser: false,
};
const wrongCode = () => new ApiError(400, MESSAGES.codeWrong, { message: MESSAGES.codeWrong });

/** Google's widget as the model sees it: what it was asked to draw and reset, and its callbacks to play the shopper. */
function fakeRecaptcha(render: (element: HTMLElement) => Promise<number> = async () => 0) {
  const drawn: { element: HTMLElement; siteKey: string }[] = [];
  const resets: number[] = [];
  let callbacks: RecaptchaCallbacks | null = null;
  const port: RecaptchaPort = {
    render: async (element, siteKey, given) => {
      drawn.push({ element, siteKey });
      callbacks = given;
      return render(element);
    },
    reset: (widgetId) => void resets.push(widgetId),
  };
  const widget = () => {
    if (!callbacks) throw new Error('the widget was not drawn');
    return callbacks;
  };
  return { port, drawn, resets, widget };
}

function renderModal(port: RecaptchaPort, siteKey: string | null, loginByCode: (body: { gReCaptchaToken?: string }) => Promise<unknown>) {
  const sent: { gReCaptchaToken?: string }[] = [];
  const toasts: string[] = [];
  const scope = fork({
    values: [
      [$storeSettings, settings(siteKey)],
      [$recaptchaPort, port],
    ],
    handlers: [
      [readClockFx, () => NOW],
      [waitSecondFx, () => new Promise<void>(() => undefined)],
      [writeUserCookieFx, () => undefined],
      [requestAuthCodeFx, async () => codeAnswer],
      [
        loginByCodeFx,
        (body: { gReCaptchaToken?: string }) => {
          sent.push(body);
          return loginByCode(body);
        },
      ],
      [issueCaptchaTokenFx, () => Promise.reject(new Error('the local box must not be asked'))],
    ],
  });
  createWatch({ unit: toastRequested, scope, fn: ({ message }) => toasts.push(message) });
  renderWithScope(<AuthModal onClose={jest.fn()} />, { scope });
  return { scope, sent, toasts };
}

async function failOnce() {
  await userEvent.type(screen.getByLabelText('Телефон или почта'), '+7 912 345 67 89');
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
  await userEvent.type(await screen.findByLabelText('Код из СМС'), '0000');
  expect(await screen.findByText(MESSAGES.codeWrong)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Код из СМС')).toHaveValue(''));
}

describe("reCAPTCHA in the browser when the store is configured for it (issue 22, SPEC §4 'Captcha')", () => {
  it('nothing of Google is asked for until a captcha is due; then its checkbox replaces the local one, drawn with the site key', async () => {
    const google = fakeRecaptcha();
    renderModal(google.port, SITE_KEY, async () => Promise.reject(wrongCode()));
    await userEvent.type(screen.getByLabelText('Телефон или почта'), '+7 912 345 67 89');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await screen.findByLabelText('Код из СМС');
    expect(google.drawn).toEqual([]);

    await userEvent.type(screen.getByLabelText('Код из СМС'), '0000');
    await waitFor(() => expect(google.drawn).toHaveLength(1));
    expect(google.drawn[0]).toEqual({ element: screen.getByTestId('auth-recaptcha'), siteKey: SITE_KEY });
    expect(screen.queryByRole('checkbox', { name: 'Я не робот' })).not.toBeInTheDocument();
  });

  it("the widget's token goes as gReCaptchaToken once; a spent token unticks the widget for a new challenge", async () => {
    const google = fakeRecaptcha(async () => 3);
    const { sent } = renderModal(google.port, SITE_KEY, async () => Promise.reject(wrongCode()));
    await failOnce();
    await waitFor(() => expect(google.drawn).toHaveLength(1));

    act(() => google.widget().passed('03AGoogleToken1'));
    await userEvent.type(screen.getByLabelText('Код из СМС'), '1111');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ codePass: '1111', gReCaptchaToken: '03AGoogleToken1' });
    await waitFor(() => expect(google.resets).toEqual([3]));

    await waitFor(() => expect(screen.getByLabelText('Код из СМС')).toHaveValue(''));
    await userEvent.type(screen.getByLabelText('Код из СМС'), '2222');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.gReCaptchaToken).toBeUndefined();
  });

  it('an expired token is dropped and the widget reset: the next try goes without it', async () => {
    const google = fakeRecaptcha(async () => 0);
    const { sent } = renderModal(google.port, SITE_KEY, async () => Promise.reject(wrongCode()));
    await failOnce();
    await waitFor(() => expect(google.drawn).toHaveLength(1));
    act(() => google.widget().passed('03AGoogleToken1'));
    act(() => google.widget().expired());
    expect(google.resets).toEqual([0]);
    await userEvent.type(screen.getByLabelText('Код из СМС'), '1111');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.gReCaptchaToken).toBeUndefined();
  });

  it("a widget that cannot load or errs tells the shopper the captcha's §8 text", async () => {
    const google = fakeRecaptcha(async () => Promise.reject(new Error('blocked')));
    const { toasts } = renderModal(google.port, SITE_KEY, async () => Promise.reject(wrongCode()));
    await failOnce();
    await waitFor(() => expect(toasts).toEqual([MESSAGES.captchaFailed]));
  });

  it("with the widget's token the sign-in passes and the captcha goes away", async () => {
    const google = fakeRecaptcha();
    let tries = 0;
    renderModal(google.port, SITE_KEY, async () => {
      tries += 1;
      if (tries === 1) throw wrongCode();
      return { accessToken: 'a', refreshToken: 'r', user: serverUser, newUser: false };
    });
    await failOnce();
    await waitFor(() => expect(google.drawn).toHaveLength(1));
    act(() => google.widget().passed('03AGoogleToken1'));
    await userEvent.type(screen.getByLabelText('Код из СМС'), '1234');
    await waitFor(() => expect(screen.queryByTestId('auth-captcha')).not.toBeInTheDocument());
  });

  it('without a site key the local checkbox stays and Google is never asked', async () => {
    const google = fakeRecaptcha();
    renderModal(google.port, null, async () => Promise.reject(wrongCode()));
    await failOnce();
    expect(screen.getByRole('checkbox', { name: 'Я не робот' })).toBeInTheDocument();
    expect(google.drawn).toEqual([]);
  });
});
