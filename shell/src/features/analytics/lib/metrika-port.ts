import type { MetrikaGoal } from '@store/domain';

/** Where Метрика's tag comes from (its documentation: "Инициализация счетчика"). */
export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * The counter's init options. `defer`: no page view is sent by itself, the store sends each one
 * (`hit`), as Метрика asks of single-page sites; Вебвизор stays off: it records every move and
 * keystroke on the page, which costs the shopper's CPU and is an operator's decision to make.
 */
export const METRIKA_INIT_OPTIONS = { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false } as const;

/** A page view: the page's path (with its query) and, after a client-side navigation, the page before. */
export interface MetrikaHit {
  path: string;
  referer?: string;
}

/**
 * What the store asks of Яндекс Метрика; the analytics model talks to nothing else, so tests use a
 * fake and no page reaches Yandex unless a counter is configured.
 */
export interface MetrikaPort {
  /** Puts the tag on the page and initializes the counter. */
  init(counterId: number): void;
  hit(counterId: number, hit: MetrikaHit): void;
  reachGoal(counterId: number, goal: MetrikaGoal): void;
  /** The shopper's id in the counter; fails when the tag cannot load (blocked, offline). */
  clientId(counterId: number): Promise<string>;
}

type Ym = ((counterId: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

/**
 * The tag as Метрика's own snippet loads it: `window.ym` queues calls until tag.js, added as an
 * async script, takes the queue over. One tag per page, however many times `init` is called.
 */
export function createBrowserMetrika(tagUrl = METRIKA_TAG_URL): MetrikaPort {
  let script: HTMLScriptElement | null = null;
  let failed = false;
  const ym = (): Ym => {
    const global = window as unknown as { ym?: Ym };
    if (!global.ym) {
      const queue: Ym = (...args: unknown[]) => {
        (queue.a ??= []).push(args);
      };
      queue.l = Date.now();
      global.ym = queue;
    }
    return global.ym;
  };
  const absolute = (path: string) => new URL(path, window.location.href).href;
  return {
    init(counterId) {
      ym()(counterId, 'init', { ...METRIKA_INIT_OPTIONS });
      if (script) return;
      script = document.createElement('script');
      script.async = true;
      script.src = tagUrl;
      script.addEventListener('error', () => {
        failed = true;
      });
      document.head.appendChild(script);
    },
    hit(counterId, { path, referer }) {
      ym()(counterId, 'hit', absolute(path), referer === undefined ? {} : { referer: absolute(referer) });
    },
    reachGoal(counterId, goal) {
      ym()(counterId, 'reachGoal', goal);
    },
    clientId(counterId) {
      return new Promise((resolve, reject) => {
        const unavailable = () => reject(new Error(`Метрика недоступна: ${tagUrl}`));
        if (failed) return unavailable();
        script?.addEventListener('error', unavailable, { once: true });
        ym()(counterId, 'getClientID', (id: unknown) => {
          if (typeof id === 'string' || typeof id === 'number') resolve(String(id));
          else reject(new Error('Метрика не назвала идентификатор посетителя'));
        });
      });
    },
  };
}
