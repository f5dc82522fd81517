/** Phone confirmation for orders: the checkout and the one-click order ask, the modal answers. */
export {
  codeSubmitted,
  resendClicked,
  confirmationDismissed,
  phoneConfirmed,
  $secondsLeft,
  $codeError,
  $sendError,
  $codeSent,
  $confirmed,
  $done,
  $checking,
  $sending,
} from './model/phone-confirmation';
