import { createEvent, sample } from 'effector';
import { requestAuthCodeFx, requestRecoveryCodeFx } from '../../../shared/api/auth';
import { callSubmitted, type AuthCall } from './auth-call';
import { $codeTarget, codeStepLeft } from './code-flow';
import { countdownStarted, countdownStopped } from './countdown';
import { $recoveryTarget } from './recovery-flow';
import { $view, flowReset } from './view';

/** «Отправить код ещё раз»: the code of the view's flow goes again to the same phone or e-mail. */
export const resendRequested = createEvent();

sample({
  clock: resendRequested,
  source: { view: $view, code: $codeTarget, recovery: $recoveryTarget },
  filter: ({ view, code, recovery }) => (view === 'recovery' ? recovery !== null : code !== null),
  fn: ({ view, code, recovery }): AuthCall =>
    view === 'recovery' ? { kind: 'recovery-code', body: recovery!.body } : { kind: 'code', body: code!.body },
  target: callSubmitted,
});

// The resend countdown runs from each code sent to its death date.
sample({
  clock: [requestAuthCodeFx.doneData, requestRecoveryCodeFx.doneData],
  fn: ({ codeDeathDate }) => codeDeathDate,
  target: countdownStarted,
});
sample({ clock: [flowReset, codeStepLeft], target: countdownStopped });
