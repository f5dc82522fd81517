import { FormText } from '../form-text';

/** A legal entity's five fields of SPEC §3 (name, legal address, e-mail for the invoice, ИНН, КПП). */
export function LegalEntityFields({ testIdPrefix }: { testIdPrefix: string }) {
  return (
    <>
      <FormText name="legalName" label="Название организации" testIdPrefix={testIdPrefix} />
      <FormText name="legalAddress" label="Юридический адрес" testIdPrefix={testIdPrefix} />
      <FormText name="legalEmail" label="Почта для счёта" type="email" inputMode="email" testIdPrefix={testIdPrefix} />
      <FormText name="inn" label="ИНН" inputMode="numeric" testIdPrefix={testIdPrefix} />
      <FormText name="kpp" label="КПП" inputMode="numeric" testIdPrefix={testIdPrefix} />
    </>
  );
}

/** Where the courier brings the order (SPEC §3: city, street, house, apartment). */
export function AddressFields({ testIdPrefix }: { testIdPrefix: string }) {
  return (
    <>
      <FormText name="city" label="Город" autoComplete="address-level2" testIdPrefix={testIdPrefix} />
      <FormText name="street" label="Улица" autoComplete="address-line1" testIdPrefix={testIdPrefix} />
      <FormText name="house" label="Дом" maxLength={16} testIdPrefix={testIdPrefix} />
      <FormText name="apartment" label="Квартира, офис" maxLength={16} testIdPrefix={testIdPrefix} />
    </>
  );
}
