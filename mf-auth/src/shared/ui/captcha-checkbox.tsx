import { Checkbox } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import {
  $captchaAwaited,
  $captchaToken,
  $captchaVisible,
  $recaptchaSiteKey,
  captchaTicked,
  issueTokenFx,
  recaptchaMounted,
  recaptchaUnmounted,
} from '../lib/captcha';

/**
 * The visible checkbox captcha of SPEC §4, shown from the first failure: Google's reCAPTCHA widget
 * when the store is configured for it (its script is fetched only now), else the API's own box.
 */
export function CaptchaCheckbox() {
  const [visible, awaited, siteKey] = useUnit([$captchaVisible, $captchaAwaited, $recaptchaSiteKey]);
  if (!visible) return null;
  return (
    <div className={awaited ? 'auth-captcha auth-captcha--awaited' : 'auth-captcha'} data-testid="auth-captcha">
      {siteKey === null ? <LocalCheckbox /> : <RecaptchaWidget />}
    </div>
  );
}

/** The API's box: ticking it fetches a token that the next call carries; unticked again once the token is spent. */
function LocalCheckbox() {
  const [token, issuing, tick] = useUnit([$captchaToken, issueTokenFx.pending, captchaTicked]);
  return (
    <Checkbox
      label="Я не робот"
      // Ticked from the click on: the token is on its way.
      checked={issuing || token !== null}
      disabled={issuing || token !== null}
      aria-busy={issuing || undefined}
      data-testid="auth-captcha-checkbox"
      onChange={(event) => {
        if (event.target.checked) tick();
      }}
    />
  );
}

/** The place of Google's widget; the model draws it there (and unticks it when its token is spent). */
function RecaptchaWidget() {
  const [mounted, unmounted] = useUnit([recaptchaMounted, recaptchaUnmounted]);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (place.current) mounted(place.current);
    return () => unmounted();
  }, [mounted, unmounted]);
  return <div ref={place} className="auth-recaptcha" data-testid="auth-recaptcha" />;
}
