import { useState } from 'react';
import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '@store/domain';
import { Price } from './price';
import { StatusBadge } from './status-badge';
import { Stepper } from './stepper';

const NBSP = '\u00a0';

describe('Price', () => {
  it('formats the price by the domain’s currency rule, with non-breaking spaces', () => {
    const { container } = render(<Price value={12990} />);
    expect(container.textContent).toBe(`12${NBSP}990${NBSP}₽`);
    expect(container.textContent).toBe(formatPrice(12990));
  });

  it('keeps up to two decimals', () => {
    const { container } = render(<Price value={99.5} />);
    expect(container.textContent).toBe(`99,5${NBSP}₽`);
  });

  it('strikes the old price through and names it «Старая цена» for screen readers', () => {
    render(<Price value={12990} old={15990} size="lg" />);
    const old = screen.getByText(formatPrice(15990), { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) });
    expect(old.tagName).toBe('S');
    expect(old.parentElement?.textContent).toBe(`Старая цена ${formatPrice(15990)}`);
    expect(screen.getByText('Старая цена')).toHaveClass('store-visually-hidden');
  });

  it('shows no old price when there is no discount', () => {
    render(<Price value={12990} old={12990} />);
    expect(screen.queryByText('Старая цена')).not.toBeInTheDocument();
    render(<Price value={12990} old={null} />);
    expect(screen.queryByText('Старая цена')).not.toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it('says the status in words, the colour only helping', () => {
    render(<StatusBadge tone="success">В наличии</StatusBadge>);
    expect(screen.getByText('В наличии')).toHaveClass('store-badge--success');
  });
});

describe('Stepper', () => {
  function Quantity({ min, max, disabled }: { min?: number; max?: number; disabled?: boolean }) {
    const [value, setValue] = useState(1);
    return <Stepper label="Количество" value={value} onChange={setValue} min={min} max={max} disabled={disabled} />;
  }

  it('is a named group of − and + buttons around the number', async () => {
    const user = userEvent.setup();
    render(<Quantity max={3} />);
    const group = screen.getByRole('group', { name: 'Количество' });
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(group).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(group).toHaveTextContent('1');
  });

  it('stops at min (0 by default) and at max, keeping the button focusable', async () => {
    const user = userEvent.setup();
    render(<Quantity max={2} />);
    const group = screen.getByRole('group', { name: 'Количество' });
    const decrease = screen.getByRole('button', { name: 'Уменьшить количество' });
    const increase = screen.getByRole('button', { name: 'Увеличить количество' });

    await user.click(decrease);
    expect(group).toHaveTextContent('0');
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(decrease).toHaveFocus();
    await user.click(decrease);
    expect(group).toHaveTextContent('0');

    await user.click(increase);
    await user.click(increase);
    await user.click(increase);
    expect(group).toHaveTextContent('2');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
  });

  it('does nothing while disabled', async () => {
    render(<Quantity disabled />);
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
  });
});
