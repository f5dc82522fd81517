/** Outside services the API's settings switch on for the pages (GET /api/settings). */
export interface ThirdParties {
  metrika: boolean;
  recaptcha: boolean;
}

export const NO_THIRD_PARTIES: ThirdParties = { metrika: false, recaptcha: false };

/** Reads the answer as the shell does (shared/api/settings.ts): a value of another shape is none. */
export function thirdPartiesOf(settings: unknown): ThirdParties {
  if (typeof settings !== 'object' || settings === null) return NO_THIRD_PARTIES;
  const { metrikaCounterId, recaptchaSiteKey } = settings as Record<string, unknown>;
  return {
    metrika: typeof metrikaCounterId === 'number' && Number.isSafeInteger(metrikaCounterId) && metrikaCounterId > 0,
    recaptcha: typeof recaptchaSiteKey === 'string' && recaptchaSiteKey.trim() !== '',
  };
}

export interface ThirdPartiesOptions {
  /** As long as the API lets caches keep the settings (SETTINGS_MAX_AGE_S). */
  ttlMs?: number;
  /** The longest a page waits for the first answer. */
  timeoutMs?: number;
  /** After a failed ask, the next one comes no sooner than this. */
  retryMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * The services the pages' policy must allow, from the API's settings, asked at most once a minute.
 * A stale answer is used while a fresh one is fetched, so only the first page after a start waits
 * (at most `timeoutMs`); while the API cannot say, the last answer stands, or none at all: a page
 * then refuses Метрика and reCAPTCHA rather than allow what nobody configured.
 */
export function thirdPartiesFrom(apiUpstream: string, options: ThirdPartiesOptions = {}): () => Promise<ThirdParties> {
  const ttlMs = options.ttlMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 1000;
  const retryMs = options.retryMs ?? 5000;
  const fetchImpl = options.fetchImpl ?? fetch;
  const now = options.now ?? Date.now;
  let known: { value: ThirdParties; until: number } | null = null;
  let asking: Promise<ThirdParties> | null = null;

  const ask = async (): Promise<ThirdParties> => {
    try {
      const response = await fetchImpl(`${apiUpstream.replace(/\/+$/, '')}/api/settings`, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`GET /api/settings: ${response.status}`);
      const value = thirdPartiesOf(await response.json());
      known = { value, until: now() + ttlMs };
      return value;
    } catch {
      const value = known?.value ?? NO_THIRD_PARTIES;
      known = { value, until: now() + retryMs };
      return value;
    } finally {
      asking = null;
    }
  };

  return async () => {
    if (known && known.until > now()) return known.value;
    asking ??= ask();
    return known ? known.value : asking;
  };
}
