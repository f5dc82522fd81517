import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a button of type button by default, so it never submits a form by accident', () => {
    render(<Button>Повторить</Button>);
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveAttribute('type', 'button');
  });

  it('submits when asked to', () => {
    render(<Button type="submit">Войти</Button>);
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveAttribute('type', 'submit');
  });

  it('while loading keeps its name, is busy and cannot be pressed twice', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Оформить заказ
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Оформить заказ' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('calls onClick when pressed', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>В корзину</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the first release name «secondary» as the outlined look', () => {
    render(<Button variant="secondary">Назад</Button>);
    expect(screen.getByRole('button', { name: 'Назад' })).toHaveClass('store-button--outlined');
  });

  it('passes a ref to the button, so a dialog can focus it first', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Понятно</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Понятно' }));
  });
});

describe('buttonClassName', () => {
  it('styles a link as a primary button by default', () => {
    expect(buttonClassName()).toBe('store-button store-button--primary store-button--md');
  });

  it('knows the outlined, small and full-width looks', () => {
    expect(buttonClassName({ variant: 'outlined', size: 'sm', block: true })).toBe(
      'store-button store-button--outlined store-button--sm store-button--block',
    );
  });
});
