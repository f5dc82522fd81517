import { $city } from '@store/bus';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { fieldError as errorOf } from '../../../shared/lib/test/field-error';
import { renderWithScope } from '@store/ui/testing';
import { $courierCities } from '../model/one-click';
import { OneClickForm } from './one-click-form';
import { OTHER, USOLYE } from '../../../shared/lib/test/cities';

function setup(city = USOLYE) {
  const scope = fork({
    values: [
      [$city, city],
      [$courierCities, [{ code: 301, name: 'Иркутск' }]],
    ],
  });
  renderWithScope(<OneClickForm />, { scope });
  return userEvent.setup();
}

describe('the one-click order form (SPEC §3 one-click order form, §5 validation)', () => {
  it('starts with both agreements on, pickup and payment on receipt; name and phone are required', async () => {
    const user = setup();
    expect(screen.getByRole('checkbox', { name: /договора купли-продажи/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /обработку персональных данных/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Самовывоз' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /При получении/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(errorOf('Фамилия и имя')).toContain('Это поле обязательно для заполнения!');
    expect(errorOf('Телефон')).toContain('Введите номер телефона');
  });

  it('the courier needs the address; a legal entity may have it brought to its legal address instead', async () => {
    const user = setup();
    expect(screen.queryByLabelText('Улица')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Курьером' }));
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(errorOf('Город')).toContain('Это поле обязательно для заполнения!');
    expect(errorOf('Улица')).toContain('Это поле обязательно для заполнения!');
    expect(errorOf('Квартира, офис')).toContain('Это поле обязательно для заполнения!');

    await user.click(screen.getByRole('checkbox', { name: 'Юридическое лицо' }));
    await user.type(screen.getByLabelText('ИНН'), '38001');
    await user.click(screen.getByRole('checkbox', { name: 'Доставить по юридическому адресу' }));
    expect(screen.queryByLabelText('Улица')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(errorOf('ИНН')).toContain('Введите корректный ИНН');
    expect(screen.getByLabelText('ИНН')).toHaveAttribute('maxLength', '10');
  });

  it('«Другой город»: the courier company to the door needs its city and the address; payment is by card online', async () => {
    const user = setup(OTHER);
    expect(screen.queryByRole('radio', { name: 'Самовывоз' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Банковской картой онлайн' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(errorOf('Город доставки')).toContain('Это поле обязательно для заполнения!');
    expect(errorOf('Дом')).toContain('Это поле обязательно для заполнения!');
    expect(screen.getByRole('option', { name: 'Иркутск' })).toBeInTheDocument();
  });
});
