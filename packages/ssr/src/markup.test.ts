import { createElement, lazy, Suspense, type ReactElement } from 'react';
import { renderMarkup, REACT_VIEW_SIZE, writtenPart } from './markup';

const WORDS = ['Достоинства:', 'Цвет', 'Ноутбук Huawei MateBook', 'Холодильник «Бирюса»', 'Перфоратор — ударный', 'Эмодзи 🔌'];

/** Product cards as a listing draws them: Cyrillic text and attributes, a few kilobytes each. */
function card(i: number): ReactElement {
  const title = `${WORDS[i % WORDS.length]} №${i} ${'ёжик '.repeat(i % 7)}`;
  return createElement(
    'article',
    { key: i, 'aria-label': `В корзину: ${title}` },
    createElement('h3', null, title),
    createElement('p', null, `Характеристики: ${'частота, мощность, вес; '.repeat(1 + (i % 5))}`),
    createElement('button', { type: 'button', 'aria-label': `В корзину: ${title}` }, 'В корзину'),
  );
}

const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(from + i));

/** A page kind loaded lazily, as the catalogue's kinds are: the render waits for it under Suspense. */
const LazyRows = lazy(async () => ({ default: () => createElement('section', null, cards(1000, 120)) }));

const page = () =>
  createElement(
    'main',
    null,
    cards(0, 150),
    createElement(Suspense, { fallback: createElement('p', null, 'Загрузка') }, createElement(LazyRows)),
  );

describe('renderMarkup', () => {
  it('gives server-rendered Cyrillic pages without a NUL or a replacement character, however many 2 KB chunks they cross', async () => {
    const html = await renderMarkup(page(), 5000);
    // Far more than one React buffer: the text crosses hundreds of chunk edges at every offset.
    expect(Buffer.byteLength(html)).toBeGreaterThan(50 * REACT_VIEW_SIZE);
    // Counted, not searched: a failure names how many, not the whole page.
    expect(html.split('\u0000').length - 1).toBe(0);
    expect(html.split('\uFFFD').length - 1).toBe(0);
    // Every card is whole, its words and the buy button's label as written.
    for (const i of [0, 1, 77, 149, 1000, 1119]) {
      const title = `${WORDS[i % WORDS.length]} №${i} ${'ёжик '.repeat(i % 7)}`;
      expect(html).toContain(`aria-label="В корзину: ${title}"`);
    }
    expect(html).not.toContain('Загрузка');
  });

  it('keeps the bytes React wrote and drops only the unwritten end of a full buffer', () => {
    const full = new Uint8Array(REACT_VIEW_SIZE).fill(0xd0);
    full.set([0, 0], REACT_VIEW_SIZE - 2);
    expect(writtenPart(full).length).toBe(REACT_VIEW_SIZE - 2);
    const short = Uint8Array.from([0x41, 0, 0]);
    expect(writtenPart(short)).toBe(short);
    const written = new Uint8Array(REACT_VIEW_SIZE).fill(0x41);
    expect(writtenPart(written)).toBe(written);
  });
});
