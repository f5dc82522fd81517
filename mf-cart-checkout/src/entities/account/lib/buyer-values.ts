import { formatPhone, type CheckoutForm } from '@store/domain';
import type { AccountUser } from '../../../shared/api';

/**
 * Where both order forms start (SPEC §3, §5): both agreements on, a private buyer; a signed-in
 * shopper's name, phone, e-mail and legal entity from the account, which the order must use.
 */
export function buyerValuesOf(account: AccountUser | null): Partial<CheckoutForm> {
  const base = { agreementContract: true, agreementNotification: true, isLegal: false, legalAddressCoincides: false };
  if (!account) return base;
  return {
    ...base,
    customer: [account.lastName, account.firstName, account.middleName].filter(Boolean).join(' '),
    phone: account.phone ? formatPhone(account.phone) : '',
    email: account.email ?? '',
    isLegal: account.legal !== null,
    legalName: account.legal?.legalName,
    legalAddress: account.legal?.legalAddress,
    legalEmail: account.legal?.legalEmail,
    inn: account.legal?.inn,
    kpp: account.legal?.kpp,
  };
}
