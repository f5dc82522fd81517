import { $city } from '@store/bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { fieldError as errorOf } from '../../../shared/lib/test/field-error';
import { renderWithScope } from '@store/ui/testing';
import { CheckoutFormView } from './checkout-form';
import { USOLYE } from '../../../shared/lib/test/cities';

function setup() {
  const scope = fork({ values: [[$city, USOLYE]] });
  renderWithScope(<CheckoutFormView />, { scope });
  return userEvent.setup();
}

describe('the checkout form shows the SPEC §5 messages next to their fields before any call', () => {
  it('customer and phone are required; both agreements are on by default', async () => {
    const user = setup();
    expect(screen.getByRole('checkbox', { name: /договора купли-продажи/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /обработку персональных данных/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(errorOf('Фамилия и имя')).toContain('Это поле обязательно для заполнения!');
    expect(errorOf('Телефон')).toContain('Введите номер телефона');
  });

  it('the placeholder word is not a name; a bad phone, contact phone and e-mail have their messages', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Фамилия и имя'), '  Покупатель ');
    await user.type(screen.getByLabelText('Телефон', { exact: true }), '12345');
    await user.type(screen.getByLabelText('Дополнительный телефон'), '+7 812 345-67-89');
    await user.type(screen.getByLabelText('Электронная почта'), 'ivan@@mail');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(errorOf('Фамилия и имя')).toContain('Пожалуйста, введите настоящую фамилию и имя. (Пример: Иванов Иван)');
    expect(errorOf('Телефон')).toContain('Некорректный номер телефона');
    expect(errorOf('Дополнительный телефон')).toContain('Введите корректный номер телефона');
    expect(errorOf('Электронная почта')).toContain('Введите корректную почту');
  });

  it('a legal entity: its fields required, INN of 10 and KPP of 9; agreements required', async () => {
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Юридическое лицо' }));
    await user.type(screen.getByLabelText('ИНН'), '38001');
    await user.type(screen.getByLabelText('КПП'), '3800');
    await user.click(screen.getByRole('checkbox', { name: /договора купли-продажи/ }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(errorOf('ИНН')).toContain('Введите корректный ИНН');
    expect(errorOf('КПП')).toContain('Введите корректный КПП');
    expect(errorOf('Название организации')).toContain('Это поле обязательно для заполнения!');
    expect(errorOf('Почта для счёта')).toContain('Это поле обязательно для заполнения!');
    const agreement = screen.getByRole('checkbox', { name: /договора купли-продажи/ });
    expect(
      within(agreement.closest('.store-checkbox') as HTMLElement).getByText('Это поле обязательно для заполнения!'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('ИНН')).toHaveAttribute('maxLength', '10');
    expect(screen.getByLabelText('КПП')).toHaveAttribute('maxLength', '9');
    expect(screen.getByLabelText('Юридический адрес')).toHaveAttribute('maxLength', '128');
    expect(screen.getByLabelText('Фамилия и имя')).toHaveAttribute('maxLength', '64');
  });

  it('an INN of ten letters or with a wrong control digit is no INN, as the API says too (issue 24 item 7)', async () => {
    const user = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Юридическое лицо' }));
    for (const inn of ['abcdefghij', '3808123456']) {
      await user.clear(screen.getByLabelText('ИНН'));
      await user.type(screen.getByLabelText('ИНН'), inn);
      await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
      expect(errorOf('ИНН')).toContain('Введите корректный ИНН');
    }
    await user.clear(screen.getByLabelText('ИНН'));
    await user.type(screen.getByLabelText('ИНН'), '3808123457');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(errorOf('ИНН')).not.toContain('Введите корректный ИНН');
  });
});
