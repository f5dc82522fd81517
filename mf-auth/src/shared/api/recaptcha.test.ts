import { createBrowserRecaptcha, RECAPTCHA_API_URL } from './recaptcha';

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src.startsWith(RECAPTCHA_API_URL));
const global = window as unknown as Record<string, unknown>;

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete global.grecaptcha;
});

describe("the browser's reCAPTCHA: Google's script, explicitly rendered (developers.google.com/recaptcha/docs/display)", () => {
  it('adds api.js only when asked to draw, once, and draws the checkbox with the site key and its three callbacks', async () => {
    const port = createBrowserRecaptcha();
    expect(scripts()).toHaveLength(0);
    const calls: { element: HTMLElement; parameters: Record<string, (value?: unknown) => void> }[] = [];
    const events: string[] = [];
    const callbacks = {
      passed: (token: string) => void events.push(`passed ${token}`),
      expired: () => void events.push('expired'),
      failed: () => void events.push('failed'),
    };
    const element = document.createElement('div');
    const drawn = port.render(element, 'site-key', callbacks);
    const again = port.render(element, 'site-key', callbacks);
    expect(scripts()).toHaveLength(1);
    const url = new URL(scripts()[0]!.src);
    expect(url.searchParams.get('render')).toBe('explicit');
    expect(url.searchParams.get('hl')).toBe('ru');

    global.grecaptcha = {
      render: (target: HTMLElement, parameters: Record<string, (value?: unknown) => void>) => {
        calls.push({ element: target, parameters });
        return 5;
      },
      reset: () => undefined,
    };
    (global[url.searchParams.get('onload')!] as () => void)();
    expect(await drawn).toBe(5);
    expect(await again).toBe(5);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.element).toBe(element);
    expect(calls[0]!.parameters).toMatchObject({ sitekey: 'site-key' });
    calls[0]!.parameters.callback!('03AToken');
    calls[0]!.parameters['expired-callback']!();
    calls[0]!.parameters['error-callback']!();
    calls[0]!.parameters.callback!('');
    expect(events).toEqual(['passed 03AToken', 'expired', 'failed', 'failed']);
  });

  it('a script that cannot load fails the drawing, and the next captcha due tries again', async () => {
    const port = createBrowserRecaptcha();
    const callbacks = { passed: () => undefined, expired: () => undefined, failed: () => undefined };
    const drawn = port.render(document.createElement('div'), 'site-key', callbacks);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(drawn).rejects.toThrow('reCAPTCHA недоступна');
    expect(scripts()).toHaveLength(0);
    void port.render(document.createElement('div'), 'site-key', callbacks).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});
