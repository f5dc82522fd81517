import { render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it('is a button of type button by default, so it never submits a form by accident', () => {
    render(<Button>Повторить</Button>);
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveAttribute('type', 'button');
  });
});
