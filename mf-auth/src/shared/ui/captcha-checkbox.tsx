import { Checkbox } from '@store/ui';
import { useUnit } from 'effector-react';
import { $captchaAwaited, $captchaToken, $captchaVisible, captchaTicked, issueTokenFx } from '../lib/captcha';

/**
 * The visible checkbox captcha of SPEC §4: shown from the first failure; ticking it fetches a token
 * that the next call carries. Unticked again once the token is spent.
 */
export function CaptchaCheckbox() {
  const [visible, token, awaited, issuing, tick] = useUnit([
    $captchaVisible,
    $captchaToken,
    $captchaAwaited,
    issueTokenFx.pending,
    captchaTicked,
  ]);
  if (!visible) return null;
  return (
    <div className={awaited ? 'auth-captcha auth-captcha--awaited' : 'auth-captcha'} data-testid="auth-captcha">
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
    </div>
  );
}
