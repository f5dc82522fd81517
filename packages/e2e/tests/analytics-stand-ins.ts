import type { Page } from '@playwright/test';
import type { RecaptchaFake } from '../../server/fakes/recaptcha';

export const METRIKA_TAG = 'https://mc.yandex.ru/metrika/tag.js';
/** The client id the Метрика stand-in gives, as the real counter gives a string of digits. */
export const STAND_IN_CLIENT_ID = '1732600000987654321';

/** One call the page made of `ym` (functions are named, not kept). */
export interface YmCall {
  counterId: number;
  method: string;
  args: unknown[];
}

/** What the stand-in saw when it ran: was the page loaded, and when was tag.js asked for. */
export interface YmTag {
  readyState: string;
  loadEventEnd: number;
  requestedAt: number | null;
}

/**
 * A small local stand-in of Метрика's tag.js: it takes over the queue of `window.ym` that the page
 * made, as the real tag does, records every call (`window.__ymCalls`), answers `getClientID`, and
 * notes when it was requested against the page's load event. Served through `page.route`.
 */
const TAG_STAND_IN = String.raw`
(function () {
  var queued = (window.ym && window.ym.a) || [];
  var navigation = performance.getEntriesByType('navigation')[0];
  var own = performance.getEntriesByType('resource').filter(function (e) { return e.name.indexOf('/metrika/tag.js') >= 0; })[0];
  window.__ymTag = {
    readyState: document.readyState,
    loadEventEnd: navigation ? navigation.loadEventEnd : 0,
    requestedAt: own ? own.startTime : null,
  };
  var calls = (window.__ymCalls = []);
  function ym(counterId, method) {
    var args = Array.prototype.slice.call(arguments, 2);
    calls.push({
      counterId: counterId,
      method: method,
      args: args.map(function (a) { return typeof a === 'function' ? '[function]' : a; }),
    });
    if (method === 'getClientID' && typeof args[0] === 'function') {
      var callback = args[0];
      setTimeout(function () { callback(CLIENT_ID); }, 0);
    }
  }
  window.ym = ym;
  queued.forEach(function (args) { ym.apply(null, args); });
})();
`.replace('CLIENT_ID', JSON.stringify(STAND_IN_CLIENT_ID));

/** Answers tag.js with the stand-in; returns when (Node's clock) it was asked for, to compare with the load event. */
export async function serveMetrikaStandIn(page: Page): Promise<{ requests: number[] }> {
  const requests: number[] = [];
  await page.route(METRIKA_TAG, (route) => {
    requests.push(Date.now());
    return route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: TAG_STAND_IN });
  });
  return { requests };
}

export const ymCalls = (page: Page): Promise<YmCall[]> =>
  page.evaluate(() => (window as unknown as { __ymCalls?: YmCall[] }).__ymCalls ?? []);
export const ymTag = (page: Page): Promise<YmTag | null> => page.evaluate(() => (window as unknown as { __ymTag?: YmTag }).__ymTag ?? null);

export const RECAPTCHA_API = /^https:\/\/www\.google\.com\/recaptcha\/api\.js(\?|$)/;
const RECAPTCHA_VERIFY = 'https://www.google.com/recaptcha/api2/userverify';

/**
 * A small local stand-in of reCAPTCHA's api.js (explicit rendering): `grecaptcha.render` draws a
 * checkbox «Я не робот (заглушка)»; ticking it asks the stand-in's "Google" for a token, which the
 * test answers with a token of the siteverify fake, and hands it to the page's `callback`.
 * `grecaptcha.reset` unticks it; `window.__recaptchaExpire(id)` plays the token's expiry.
 */
const API_STAND_IN = String.raw`
(function () {
  var params = new URL(document.currentScript.src).searchParams;
  var widgets = [];
  window.__recaptcha = { siteKeys: [], resets: [] };
  window.grecaptcha = {
    render: function (element, options) {
      var id = widgets.length;
      var label = document.createElement('label');
      var box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('data-testid', 'recaptcha-stand-in');
      label.appendChild(box);
      label.appendChild(document.createTextNode(' Я не робот (заглушка)'));
      element.appendChild(label);
      box.addEventListener('change', function () {
        if (!box.checked) return;
        box.disabled = true;
        fetch(VERIFY + '?k=' + encodeURIComponent(options.sitekey), { method: 'POST' })
          .then(function (r) { return r.text(); })
          .then(function (token) { options.callback(token); });
      });
      widgets.push({ box: box, options: options });
      window.__recaptcha.siteKeys.push(options.sitekey);
      return id;
    },
    reset: function (id) {
      var widget = widgets[id === undefined ? 0 : id];
      widget.box.checked = false;
      widget.box.disabled = false;
      window.__recaptcha.resets.push(id);
    },
  };
  window.__recaptchaExpire = function (id) { widgets[id || 0].options['expired-callback'](); };
  var onload = params.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`.replace('VERIFY', JSON.stringify(RECAPTCHA_VERIFY));

/** Answers api.js with the stand-in and its checks with tokens of the siteverify fake; returns the tokens given. */
export async function serveRecaptchaStandIn(page: Page, fake: RecaptchaFake): Promise<{ scripts: string[]; tokens: string[] }> {
  const scripts: string[] = [];
  const tokens: string[] = [];
  await page.route(RECAPTCHA_API, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: API_STAND_IN });
  });
  await page.route(`${RECAPTCHA_VERIFY}?*`, (route) => {
    const token = fake.issueToken();
    tokens.push(token);
    return route.fulfill({ status: 200, contentType: 'text/plain', headers: { 'access-control-allow-origin': '*' }, body: token });
  });
  return { scripts, tokens };
}

export const recaptchaSeen = (page: Page): Promise<{ siteKeys: string[]; resets: number[] }> =>
  page.evaluate(
    () => (window as unknown as { __recaptcha?: { siteKeys: string[]; resets: number[] } }).__recaptcha ?? { siteKeys: [], resets: [] },
  );

export const expireRecaptcha = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as { __recaptchaExpire: (id: number) => void }).__recaptchaExpire(0));
