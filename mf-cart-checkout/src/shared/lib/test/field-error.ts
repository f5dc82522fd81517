import { screen } from '@testing-library/react';

/** The message a user reads under a field: the texts its `aria-describedby` points at. */
export function fieldError(label: string): string {
  const input = screen.getByLabelText(label, { exact: true });
  const ids = input.getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
