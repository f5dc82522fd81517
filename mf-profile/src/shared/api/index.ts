export {
  fetchUserFx,
  updateProfileFx,
  createLegalFx,
  updateLegalFx,
  deleteLegalFx,
  changePasswordFx,
  sendPhoneCodeFx,
  confirmPhoneFx,
} from './user';
export type { ProfileUser, LegalData, ProfileFields, PasswordChange, PhoneCodeRequest, PhoneCodeSent, PhoneConfirmation } from './user';
export { fetchOrdersFx, fetchOrderFx, payOrderFx } from './orders';
export type { OrdersQuery, ProfileOrder, ProfileOrderLine, ProfileOrderList } from './orders';
export { rememberPaymentAttemptFx, readPaymentAttemptFx, forgetPaymentAttemptFx, openPaymentPageFx } from './payment-return';
