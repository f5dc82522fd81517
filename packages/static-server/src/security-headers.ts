import { randomBytes } from 'node:crypto';

/** What a page may load besides the store itself: the composition's remotes and the outside services configured. */
export interface PolicySources {
  /** This response's nonce: the inline scripts and styles the server wrote carry it. */
  nonce: string;
  /** Origins of the remotes in remotes.json (their manifests, entries, chunks, stylesheets, assets). */
  remoteOrigins: readonly string[];
  /** Yandex Maps 2.1 (the shops page and the pickup map; any page can become one without a reload). */
  maps: boolean;
  /** Яндекс Метрика: the API's settings name a counter. */
  metrika: boolean;
  /** reCAPTCHA: the API's settings name a site key. */
  recaptcha: boolean;
}

/**
 * Yandex Maps 2.1 loaded with `csp=true` (its styles then come as blob: stylesheets): the hosts of
 * the API's published CSP rules (v3, API 2.1.77+), over https only, and the enterprise host.
 */
const MAPS = {
  script: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://suggest-maps.yandex.ru',
    'https://*.maps.yandex.net',
    'https://yandex.ru',
    'https://yastatic.net',
  ],
  connect: [
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://suggest-maps.yandex.ru',
    'https://*.maps.yandex.net',
    'https://yandex.ru',
    'https://*.taxi.yandex.net',
  ],
  img: ['https://*.maps.yandex.net', 'https://api-maps.yandex.ru', 'https://yandex.ru'],
  frame: ['https://api-maps.yandex.ru'],
};
const METRIKA = 'https://mc.yandex.ru';
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  // The widget's script in the page may ask Google's verification endpoints itself (Google's CSP
  // guidance for reCAPTCHA lists connect-src to the same path).
  connect: ['https://www.google.com/recaptcha/'],
};

/**
 * The pages' Content-Security-Policy. Scripts and stylesheets come only from the store, the remotes
 * of this composition and the services configured; inline ones only with this response's nonce
 * (no 'unsafe-inline', no 'unsafe-eval': Module Federation needs neither). Style attributes stay
 * allowed: the server-rendered markup has a few (a rating's width), they cannot run code, and a
 * blocked one would stay unstyled after hydration. blob: stylesheets are the empty stand-ins of
 * stylesheets the server put inline (shell inline-styles-plugin) and the maps' own styles.
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const remotes = sources.remoteOrigins;
  const nonce = `'nonce-${sources.nonce}'`;
  const frames = [...(sources.maps ? MAPS.frame : []), ...(sources.recaptcha ? RECAPTCHA.frame : [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...remotes,
        nonce,
        ...(sources.maps ? MAPS.script : []),
        ...(sources.metrika ? [METRIKA] : []),
        ...(sources.recaptcha ? RECAPTCHA.script : []),
      ],
    ],
    ['style-src', ["'self'", ...remotes, nonce, 'blob:']],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", ...remotes, 'data:', 'blob:', ...(sources.maps ? MAPS.img : []), ...(sources.metrika ? [METRIKA] : [])]],
    ['font-src', ["'self'", ...remotes, 'data:']],
    [
      'connect-src',
      [
        "'self'",
        ...remotes,
        ...(sources.maps ? MAPS.connect : []),
        ...(sources.metrika ? [METRIKA] : []),
        ...(sources.recaptcha ? RECAPTCHA.connect : []),
      ],
    ],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** A fresh nonce for one response (128 bits, base64). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The origins of the remotes in remotes.json, other than the page's own ('self' covers those).
 * Only http(s) origins, as URL parsing gives them: nothing of a malformed entry reaches the header.
 */
export function remoteOriginsOf(remotesJson: string | null, pageOrigin: string): string[] {
  if (!remotesJson) return [];
  let remotes: unknown;
  try {
    remotes = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry, pageOrigin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== pageOrigin) origins.add(url.origin);
    } catch {
      // Not an address: the shell's composition ignores it too.
    }
  }
  return [...origins].sort();
}

/**
 * The nonce on the script and style elements of the shell's own HTML template (its start-up
 * scripts and pre-painted frame's styles). Applied to the template before anything else is written
 * into it, so no markup from elsewhere (a product's text, the API's data) is ever signed.
 */
export function withNonce(template: string, nonce: string): string {
  return template.replace(/<(script|style)\b/gi, (_tag, name: string) => `<${name} nonce="${nonce}"`);
}

/**
 * Features no page of the store uses (the city is chosen from a list, payment happens on the
 * gateway's page): refused for the store and anything it embeds.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Every answer of the static servers (not the API's, which has its own). */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** An HTML file served as it is (a remote's standalone page): no store page may be framed either. */
export const FILE_PAGE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** A year; subdomains are not claimed (they may be other services of the company). */
export const HSTS = 'max-age=31536000';
