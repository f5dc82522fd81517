import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, Form } from 'react-final-form';
import { MESSAGES, validateAgreement, validateRequired } from '@store/domain';
import { TextField } from './text-field';
import { TextArea } from './text-area';
import { Checkbox } from './checkbox';
import { Select } from './select';
import { RadioGroup } from './radio-group';
import { SegmentedControl } from './segmented-control';
import { SearchField, searchFieldInputClassName } from './search-field';

describe('TextField', () => {
  it('has a visible label that names the input', () => {
    render(<TextField label="ФИО" name="customer" />);
    expect(screen.getByRole('textbox', { name: 'ФИО' })).toHaveAttribute('name', 'customer');
  });

  it('limits inputs to 64 characters unless told otherwise (SPEC §5: inputs default to 64 characters)', () => {
    render(
      <>
        <TextField label="Улица" />
        <TextField label="Юридический адрес" maxLength={128} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Улица' })).toHaveAttribute('maxLength', '64');
    expect(screen.getByRole('textbox', { name: 'Юридический адрес' })).toHaveAttribute('maxLength', '128');
  });

  it('shows the error under the field, marks the field invalid and describes it by the error', () => {
    render(<TextField label="Телефон" hint="Пришлём код в СМС" error="Введите корректный номер телефона" />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Пришлём код в СМС Введите корректный номер телефона');
  });

  it('is valid and undescribed without an error, with the live region ready for one', () => {
    const { container } = render(<TextField label="Email" error={false} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('announces an error that appears later through the live region it already had', () => {
    const { container, rerender } = render(<TextField label="ИНН" />);
    const region = container.querySelector('[aria-live="polite"]');
    rerender(<TextField label="ИНН" error="Поле должно содержать 10 цифр" />);
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Поле должно содержать 10 цифр');
  });
});

describe('fields inside a react-final-form Form', () => {
  function CheckoutForm({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
    return (
      <Form
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Field<string> name="customer" validate={validateRequired}>
              {({ input, meta }) => <TextField {...input} label="ФИО" autoComplete="name" error={meta.touched && meta.error} />}
            </Field>
            <Field<string> name="comment">{({ input }) => <TextArea {...input} label="Комментарий к заказу" />}</Field>
            <Field<boolean> name="agreementContract" type="checkbox" validate={validateAgreement}>
              {({ input, meta }) => <Checkbox {...input} label="Согласен с условиями договора" error={meta.touched && meta.error} />}
            </Field>
            <button type="submit">Оформить заказ</button>
          </form>
        )}
      />
    );
  }

  it('takes the spread input props, shows the domain’s required message on submit and sends the values once fixed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CheckoutForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    const customer = screen.getByRole('textbox', { name: 'ФИО' });
    const agreement = screen.getByRole('checkbox', { name: 'Согласен с условиями договора' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(customer).toHaveAttribute('aria-invalid', 'true');
    expect(customer).toHaveAccessibleDescription(MESSAGES.required);
    expect(agreement).toHaveAccessibleDescription(MESSAGES.required);

    await user.type(customer, 'Иванов Иван');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий к заказу' }), 'Позвонить заранее');
    await user.click(agreement);
    expect(customer).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ customer: 'Иванов Иван', comment: 'Позвонить заранее', agreementContract: true });
  });
});

describe('Select', () => {
  it('is a labelled native select that reports the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Город"
        value="irk"
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: 'irk', label: 'Иркутск' },
          { value: 'nsk', label: 'Новосибирск' },
        ]}
        error="Выберите город"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Город' });
    expect(select).toHaveAccessibleDescription('Выберите город');
    await userEvent.selectOptions(select, 'Новосибирск');
    expect(onChange).toHaveBeenCalledWith('nsk');
  });
});

describe('RadioGroup', () => {
  function Payment({ error }: { error?: string }) {
    const [value, setValue] = useState('cash');
    return (
      <RadioGroup
        legend="Способ оплаты"
        name="paymentMethodId"
        value={value}
        onChange={setValue}
        error={error}
        options={[
          { value: 'cash', label: 'Наличными при получении' },
          { value: 'online', label: 'Картой онлайн', description: 'Visa, Mastercard, МИР' },
          { value: 'invoice', label: 'По счёту', disabled: true },
        ]}
      />
    );
  }

  it('is a group named by its legend with one checked option', () => {
    render(<Payment />);
    const group = screen.getByRole('radiogroup', { name: 'Способ оплаты' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Наличными при получении' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Картой онлайн' })).toHaveAccessibleDescription('Visa, Mastercard, МИР');
    expect(screen.getByRole('radio', { name: 'По счёту' })).toBeDisabled();
  });

  it('reports the chosen value', async () => {
    render(<Payment />);
    await userEvent.click(screen.getByText('Картой онлайн'));
    expect(screen.getByRole('radio', { name: 'Картой онлайн' })).toBeChecked();
  });

  it('announces its error and is described by it', () => {
    render(<Payment error="Выберите способ оплаты" />);
    const group = screen.getByRole('radiogroup', { name: 'Способ оплаты' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Выберите способ оплаты');
  });
});

describe('SegmentedControl', () => {
  it('switches the mode with a click and with the arrow keys', async () => {
    const user = userEvent.setup();
    function Condition() {
      const [value, setValue] = useState('new');
      return (
        <SegmentedControl
          label="Состояние товара"
          value={value}
          onChange={setValue}
          options={[
            { value: 'new', label: 'Новые' },
            { value: 'defect', label: 'Уценённые' },
          ]}
        />
      );
    }
    render(<Condition />);
    expect(screen.getByRole('radiogroup', { name: 'Состояние товара' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Новые' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Уценённые' }));
    expect(screen.getByRole('radio', { name: 'Уценённые' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Новые' })).toBeChecked();
  });
});

describe('SearchField', () => {
  it('frames its input with «Найти», which submits the form with the typed query', async () => {
    const submitted: string[] = [];
    render(
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          submitted.push(String(new FormData(event.currentTarget).get('q')));
        }}
      >
        <SearchField>
          <input name="q" type="search" aria-label="Поиск по каталогу" className={searchFieldInputClassName} />
        </SearchField>
      </form>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), 'дрель');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(submitted).toEqual(['дрель']);
  });
});
