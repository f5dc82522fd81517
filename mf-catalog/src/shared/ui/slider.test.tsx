import { act, fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './slider';

const created: Array<{ initialSlide?: number }> = [];
jest.mock('../lib/swiper-core', () => {
  class Swiper {
    constructor(_element: Element, options: { initialSlide?: number }) {
      created.push(options);
    }
    destroy() {}
  }
  return { __esModule: true, Swiper, A11y: {}, Keyboard: {}, Pagination: {} };
});

const slides = ['Первый', 'Второй', 'Третий'].map((text) => <a key={text}>{text}</a>);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  created.length = 0;
});

describe('the slider is plain markup until the shopper shows intent (issue 25: no swiper with the page)', () => {
  it('paints every slide and a named dot per slide, and loads no slider code by itself', async () => {
    render(<Slider label="Предложения" slides={slides} />);
    await settle();
    expect(screen.getByText('Первый')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Перейти к слайду/ })).toHaveLength(3);
    expect(created).toHaveLength(0);
  });

  it('a touch on the slider brings swiper in, and our dots give way to its own', async () => {
    render(<Slider label="Предложения" slides={slides} />);
    fireEvent.touchStart(screen.getByRole('region', { name: 'Предложения' }));
    await settle();
    expect(created).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: /Перейти к слайду/ })).toHaveLength(0);
  });

  it('a tapped dot opens its slide once swiper has arrived', async () => {
    render(<Slider label="Предложения" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Перейти к слайду 3' }));
    await settle();
    expect(created).toEqual([expect.objectContaining({ initialSlide: 2 })]);
  });

  it('one slide is no carousel: no dots, no swiper', async () => {
    render(<Slider label="Один" slides={slides.slice(0, 1)} />);
    fireEvent.focus(screen.getByRole('region', { name: 'Один' }));
    await settle();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(created).toHaveLength(0);
  });
});
