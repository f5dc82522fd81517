/**
 * The sign-in modal's model (SPEC §4 "Sign-in", "Captcha"; §8), one file a flow: the view, the one
 * channel every call goes through (auth-call: captcha token, retry, pending), the code, password
 * and recovery flows, the resend countdown, the failure texts, and what a sign-in sets off.
 */
export { $view, modalOpened, viewChanged, type View } from './view';
export { $pending } from './auth-call';
export { $codeTarget, codeEntered, codeStepLeft, identifierSubmitted, registrationSubmitted, type RegistrationForm } from './code-flow';
export { passwordSubmitted } from './password-flow';
export { $recoveryTarget, recoveryCodeRequested, recoverySubmitted } from './recovery-flow';
export { resendRequested } from './resend';
export { $codeAttempt, $developmentHostNotice, $fieldErrors, $formError, developmentHostNoticeClosed } from './failures';
export { $signedIn } from './signed-in';
