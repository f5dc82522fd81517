import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from './use-media-query';

function Layout() {
  return <p>{useMediaQuery('(max-width: 767px)') ? 'Телефон' : 'Компьютер'}</p>;
}

/** A stand-in for matchMedia whose width the test changes. */
function fakeScreen(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const matches = (query: string) => current <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity);
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is false where matchMedia is missing (jsdom)', () => {
    expect(window.matchMedia).toBeUndefined();
    render(<Layout />);
    expect(screen.getByText('Компьютер')).toBeInTheDocument();
  });

  it('is false on the server', () => {
    fakeScreen(375);
    expect(renderToString(<Layout />)).toContain('Компьютер');
  });

  it('follows the screen as it changes', () => {
    const screenSize = fakeScreen(375);
    render(<Layout />);
    expect(screen.getByText('Телефон')).toBeInTheDocument();
    act(() => screenSize.resize(1280));
    expect(screen.getByText('Компьютер')).toBeInTheDocument();
  });
});
