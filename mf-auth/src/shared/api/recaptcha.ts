/** Google's reCAPTCHA v2 script ("Explicitly render the widget"): loaded only when a captcha is due. */
export const RECAPTCHA_API_URL = 'https://www.google.com/recaptcha/api.js';

/** What the widget tells the page (its `callback`, `expired-callback`, `error-callback`). */
export interface RecaptchaCallbacks {
  /** The shopper passed the challenge: the token the next sign-in call carries as `gReCaptchaToken`. */
  passed(token: string): void;
  /** The token's two minutes are over: the box must be ticked again. */
  expired(): void;
  /** The widget cannot go on (usually the network): the shopper must be told to try again. */
  failed(): void;
}

/**
 * Google's checkbox as the sign-in modal uses it; the model talks to nothing else, so tests use a
 * fake and the script is fetched only when a captcha is due.
 */
export interface RecaptchaPort {
  /** Loads the script (once a page) and draws the checkbox inside `element`; resolves with the widget's id. */
  render(element: HTMLElement, siteKey: string, callbacks: RecaptchaCallbacks): Promise<number>;
  /** Unticks the box, for a new challenge: a token is good for one check only. */
  reset(widgetId: number): void;
}

interface Grecaptcha {
  render(element: HTMLElement, parameters: Record<string, unknown>): number;
  reset(widgetId?: number): void;
}

const ONLOAD = '__storeRecaptchaLoaded';

export function createBrowserRecaptcha(apiUrl = RECAPTCHA_API_URL): RecaptchaPort {
  let loading: Promise<Grecaptcha> | null = null;
  // A widget drawn once stays in its element: drawing it again would throw ("already been rendered").
  const drawn = new WeakMap<HTMLElement, number>();
  const load = () =>
    (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const global = window as unknown as Record<string, unknown> & { grecaptcha?: Grecaptcha };
      global[ONLOAD] = () => {
        if (global.grecaptcha) resolve(global.grecaptcha);
        else reject(new Error('reCAPTCHA: нет grecaptcha'));
      };
      const script = document.createElement('script');
      script.async = true;
      script.src = `${apiUrl}?onload=${ONLOAD}&render=explicit&hl=ru`;
      script.addEventListener('error', () => {
        // The next captcha due tries again (the network may be back).
        loading = null;
        script.remove();
        reject(new Error(`reCAPTCHA недоступна: ${apiUrl}`));
      });
      document.head.appendChild(script);
    }));
  return {
    async render(element, siteKey, { passed, expired, failed }) {
      const grecaptcha = await load();
      const existing = drawn.get(element);
      if (existing !== undefined) return existing;
      const id = grecaptcha.render(element, {
        sitekey: siteKey,
        callback: (token: unknown) => (typeof token === 'string' && token !== '' ? passed(token) : failed()),
        'expired-callback': () => expired(),
        'error-callback': () => failed(),
      });
      drawn.set(element, id);
      return id;
    },
    reset(widgetId) {
      void load().then((grecaptcha) => grecaptcha.reset(widgetId));
    },
  };
}
