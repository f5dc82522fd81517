import { render, screen, within } from '@testing-library/react';
import { IMAGE_WIDTHS, formatPrice } from '@store/domain';
import { imageUrl, srcsetWidths } from './image-url';
import { ProductImage } from './product-image';
import { ProductCard, NOT_SOLD_IN_CITY } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { Skeleton } from './skeleton';
import { renderWithScope } from '../testing/render-with-scope';

const widthsOf = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', '')));

describe('imageUrl', () => {
  it('builds the image proxy address with the encoded file name, the width and quality 75 by default', () => {
    expect(imageUrl('дрель 1.jpg', 384)).toBe(`/api/custom-loader?url=${encodeURIComponent('дрель 1.jpg')}&w=384&q=75`);
    expect(imageUrl('a.png', 64, 50)).toBe('/api/custom-loader?url=a.png&w=64&q=50');
  });
});

describe('srcsetWidths', () => {
  it('offers only the widths the proxy allows, from the displayed width up to about 2.5×', () => {
    expect(srcsetWidths(300)).toEqual([384, 640, 750]);
    expect(srcsetWidths(240)).toEqual([256, 384, 640]);
    expect(srcsetWidths(64)).toEqual([64, 96, 128, 256]);
    for (const width of [10, 100, 500, 1000]) {
      expect(srcsetWidths(width).every((w) => IMAGE_WIDTHS.includes(w))).toBe(true);
    }
  });

  it('falls back to the largest allowed width for a picture wider than all of them', () => {
    expect(srcsetWidths(2000)).toEqual([1200]);
  });
});

describe('ProductImage', () => {
  it('is a lazy picture of explicit size whose srcset goes through the proxy', () => {
    render(<ProductImage name="drill.jpg" alt="Дрель Bosch" width={300} height={300} sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Дрель Bosch' });
    expect(image).toHaveAttribute('src', imageUrl('drill.jpg', 384));
    expect(widthsOf(image.getAttribute('srcset'))).toEqual([384, 640, 750]);
    expect(image.getAttribute('srcset')).toContain(`${imageUrl('drill.jpg', 640)} 640w`);
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads the first screen’s picture at once and first', () => {
    render(<ProductImage name="drill.jpg" alt="Дрель Bosch" width={600} height={400} sizes="100vw" priority />);
    const image = screen.getByRole('img', { name: 'Дрель Bosch' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('without a picture shows a neutral box of the same size that still has the alt text', () => {
    const { container } = render(<ProductImage name={null} alt="Дрель Bosch" width={300} height={200} sizes="50vw" />);
    const box = screen.getByRole('img', { name: 'Дрель Bosch' });
    expect(container.querySelector('img')).toBeNull();
    expect(box).toHaveStyle({ width: '300px' });
    expect(box).toHaveClass('store-image--placeholder');
  });
});

describe('ProductCard', () => {
  const renderCard = (props: Partial<Parameters<typeof ProductCard>[0]> = {}) =>
    renderWithScope(
      <ProductCard
        href="/store/drills/123"
        title="Дрель-шуруповёрт Bosch GSR 120-LI"
        image="drill.jpg"
        price={12990}
        oldPrice={15990}
        status={{ label: 'В наличии', tone: 'success' }}
        badge="Уцененный товар"
        action={<button type="button">В корзину</button>}
        testId="catalog-product-card"
        {...props}
      />,
    );

  it('is one link to the product with its title, price, badge and status, and the action beside the link', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /Дрель-шуруповёрт Bosch GSR 120-LI/ });
    expect(link).toHaveAttribute('href', '/store/drills/123');
    expect(link.textContent).toContain(formatPrice(12990));
    expect(within(link).getByText('Уцененный товар')).toBeInTheDocument();
    expect(within(link).getByText('В наличии')).toBeInTheDocument();
    const action = screen.getByRole('button', { name: 'В корзину' });
    expect(link).not.toContainElement(action);
    expect(screen.getByTestId('catalog-product-card')).toContainElement(action);
  });

  it('has a square picture through the proxy whose alt is left to the title beside it', () => {
    const { container } = renderCard();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', image?.getAttribute('height') ?? '');
    expect(image?.getAttribute('src')).toMatch(/^\/api\/custom-loader\?url=drill\.jpg&w=\d+&q=75$/);
  });

  it('says «Нет в продаже в этом городе» and offers no action when the product is not sold in the city', () => {
    renderCard({ price: null });
    expect(screen.getByText(NOT_SOLD_IN_CITY)).toBeInTheDocument();
    expect(NOT_SOLD_IN_CITY).toBe('Нет в продаже в этом городе');
    expect(screen.queryByRole('button', { name: 'В корзину' })).not.toBeInTheDocument();
    expect(screen.queryByText(/₽/)).not.toBeInTheDocument();
  });

  it('shows a placeholder when the product has no picture', () => {
    const { container } = renderCard({ image: null });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.store-image--placeholder')).toBeInTheDocument();
  });
});

describe('skeletons', () => {
  it('hide themselves from screen readers', () => {
    const { container } = render(
      <>
        <ProductCardSkeleton />
        <Skeleton width={120} height={20} />
      </>,
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    for (const element of Array.from(container.children)) expect(element).toHaveAttribute('aria-hidden', 'true');
  });

  it('draw text as lines of the given count', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.querySelectorAll('.store-skeleton')).toHaveLength(3);
  });

  it('take the size they are given', () => {
    const { container } = render(<Skeleton width={120} height="2em" radius={4} />);
    expect(container.firstChild).toHaveStyle({ width: '120px', height: '2em', borderRadius: '4px' });
  });
});
