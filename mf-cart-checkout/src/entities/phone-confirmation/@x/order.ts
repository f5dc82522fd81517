/** What an order submission uses of the phone confirmation (FSD cross-import): it waits for the confirmed phone. */
export { $confirmed, confirmationDismissed, confirmationSpent, phoneConfirmed } from '../model/phone-confirmation';
