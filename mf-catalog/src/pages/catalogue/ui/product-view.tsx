import { cartItemAdded, oneClickOrderRequested, stockModalRequested } from '@store/bus';
import { cartAddAttribute, formatPrice } from '@store/domain';
import { Button, ErrorState, Price, ProductImage, RatingStars, StatusBadge } from '@store/ui';
import { useUnit } from 'effector-react';
import { useRef } from 'react';
import { DefectBadge, ProductRow } from '../../../entities/product';
import { ViewedProducts } from '../../../entities/view-history';
import { CompareToggle } from '../../../features/compare';
import { FavouriteToggle } from '../../../features/favourites';
import { Slider } from '../../../shared/ui';
import { $product, $productStatus, $reviews, $similar, $similarLoading, $view, productRetryClicked } from '../model/product';
import { BuyBar } from './buy-bar';
import { ProductReviews } from './product-reviews';
import { ProductSkeleton } from './skeletons';

/** The product page: gallery, city price, status, stock, services, description, attributes, reviews, similar goods. */
export function ProductView() {
  const [product, view, status, reviews, similar, similarLoading, retry] = useUnit([
    $product,
    $view,
    $productStatus,
    $reviews,
    $similar,
    $similarLoading,
    productRetryClicked,
  ]);
  const [addToCart, buyInOneClick, showStock] = useUnit([cartItemAdded, oneClickOrderRequested, stockModalRequested]);
  const buyButton = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLDivElement>(null);

  if (status === 'error' && !product) {
    return (
      <div data-boundary="catalog" className="catalog-product">
        <ErrorState message="Не удалось загрузить товар. Проверьте подключение и попробуйте ещё раз." onRetry={() => retry()} />
      </div>
    );
  }
  if (!product || !view) return <ProductSkeleton />;

  const target = { productId: product.id, defectSerialNumber: product.defectSerialNumber };
  return (
    <div data-boundary="catalog" className="catalog-product" data-testid="catalog-product-page">
      <h1 className="catalog-product__title" data-testid="catalog-product-title">
        {product.title}
      </h1>
      <div className="catalog-product__meta">
        <span>Код товара: {product.sku}</span>
        {reviews && reviews.count > 0 && reviews.average !== null && (
          <a href="#catalog-reviews" className="catalog-product__rating">
            <RatingStars value={reviews.average} count={reviews.count} size="sm" />
          </a>
        )}
      </div>
      <div className="catalog-product__top">
        <div className="catalog-product__gallery" data-testid="catalog-gallery">
          <Slider
            label={`Фотографии: ${product.title}`}
            slides={(view.images.length > 0 ? view.images : [null]).map((name, index) => (
              <ProductImage
                key={name ?? 'none'}
                name={name}
                alt={index === 0 ? product.title : `${product.title}, фото ${index + 1}`}
                width={640}
                height={640}
                sizes="(max-width: 767px) 240px, 50vw"
                priority={index === 0}
              />
            ))}
          />
        </div>
        <div className="catalog-product__buy" data-testid="catalog-buy-box">
          {product.defectSerialNumber && (
            <div className="catalog-product__defect" data-testid="catalog-product-defect">
              <DefectBadge serial={product.defectSerialNumber} />
              {product.defectReason && <p className="catalog-product__defect-reason">Причина уценки: {product.defectReason}</p>}
            </div>
          )}
          {(view.price !== null || view.status) && (
            <div className="catalog-product__price-row">
              {view.price !== null && (
                <div data-testid="catalog-product-price">
                  <Price value={view.price} old={view.oldPrice} size="lg" />
                </div>
              )}
              {view.status && (
                <div data-testid="catalog-product-status">
                  <StatusBadge tone={view.status.tone}>{view.status.label}</StatusBadge>
                </div>
              )}
            </div>
          )}
          {view.price !== null && (
            <div className="catalog-product__actions">
              {/* data-cart-add: the server's HTML answers a tap before the page is hydrated (@store/domain early-cart-adds.ts). */}
              <Button
                ref={buyButton}
                block
                data-testid="catalog-product-add-to-cart"
                data-cart-add={cartAddAttribute(target)}
                onClick={() => addToCart(target)}
              >
                В корзину
              </Button>
              <Button block variant="outlined" data-testid="catalog-one-click" onClick={() => buyInOneClick(target)}>
                Купить в 1 клик
              </Button>
            </div>
          )}
          <div className="catalog-product__collections" data-testid="catalog-product-collections">
            <FavouriteToggle productId={product.id} defectSerialNumber={product.defectSerialNumber} />
            <CompareToggle productId={product.id} defectSerialNumber={product.defectSerialNumber} />
          </div>
          <Button variant="link" data-testid="catalog-stock-button" onClick={() => showStock(target)}>
            Наличие в магазинах
            {view.shopsWithStock > 0 ? ` (${view.shopsWithStock})` : ''}
          </Button>
          <ul className="catalog-product__services">
            {view.assembly !== null && (
              <li data-testid="catalog-assembly">
                Сборка: <strong>{formatPrice(view.assembly)}</strong>
              </li>
            )}
            {view.prepayment > 0 && (
              <li data-testid="catalog-prepayment">
                Для доставки этого товара нужна предоплата <strong>{formatPrice(view.prepayment)}</strong>, остаток — при получении.
              </li>
            )}
          </ul>
        </div>
      </div>
      {product.description && (
        <section className="catalog-product__section" aria-labelledby="catalog-description">
          <h2 id="catalog-description" className="catalog-product__subtitle">
            Описание
          </h2>
          {/* Safe HTML: the API keeps only the allow-list of its lib/safe-html.ts (no script, handler, link or style). */}
          <div
            className="catalog-description"
            data-testid="catalog-description"
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </section>
      )}
      {view.attributes.length > 0 && (
        <section className="catalog-product__section" aria-labelledby="catalog-attributes">
          <h2 id="catalog-attributes" className="catalog-product__subtitle">
            Характеристики
          </h2>
          <table className="catalog-attributes" data-testid="catalog-attributes">
            <tbody>
              {product.producer && (
                <tr>
                  <th scope="row">Производитель</th>
                  <td>{product.producer}</td>
                </tr>
              )}
              {view.attributes.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ProductReviews productId={product.id} />
      <ProductRow title="Похожие товары" items={similar} loading={similarLoading} testId="catalog-similar" />
      <ViewedProducts except={{ id: product.id, defectSerialNumber: product.defectSerialNumber }} />
      <div ref={end} className="catalog-product__end" />
      {view.price !== null && (
        <BuyBar price={view.price} oldPrice={view.oldPrice} onAdd={() => addToCart(target)} buyButton={buyButton} end={end} />
      )}
    </div>
  );
}
