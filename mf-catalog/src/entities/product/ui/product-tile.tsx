import { cartItemAdded } from '@store/bus';
import { cartAddAttribute, DEFECT_ITEM_LABEL } from '@store/domain';
import { Button, ProductCard } from '@store/ui';
import { useUnit } from 'effector-react';
import type { ProductCardItem } from '../lib/card-item';
import { statusView } from '../lib/status';
import './product-tile.css';

export interface ProductTileProps {
  item: ProductCardItem;
  /** The first cards of a page: their pictures load eagerly with high priority (LCP). */
  priority?: boolean;
}

/** A product card of the store: picture, title, city price, status and «В корзину». */
export function ProductTile({ item, priority = false }: ProductTileProps) {
  const addToCart = useUnit(cartItemAdded);
  const sold = item.price !== null;
  const target = { productId: item.id, defectSerialNumber: item.defectSerialNumber };
  return (
    <ProductCard
      href={item.path}
      title={item.title}
      image={item.image}
      price={item.price}
      oldPrice={item.oldPrice}
      status={sold ? statusView(item.status, item.price) : undefined}
      priority={priority}
      testId="catalog-product-card"
      badge={item.defectSerialNumber ? <DefectBadge serial={item.defectSerialNumber} /> : undefined}
      action={
        sold ? (
          <Button
            variant="outlined"
            size="sm"
            block
            data-testid="catalog-add-to-cart"
            aria-label={`В корзину: ${item.title}`}
            // The server's HTML answers a tap before the page is hydrated (@store/domain early-cart-adds.ts).
            data-cart-add={cartAddAttribute(target)}
            onClick={() => addToCart(target)}
          >
            В корзину
          </Button>
        ) : undefined
      }
    />
  );
}

/** «Уцененный товар» with the item's serial number. */
export function DefectBadge({ serial }: { serial: string }) {
  return (
    <span className="catalog-defect-badge" data-testid="catalog-defect-badge">
      {DEFECT_ITEM_LABEL} <span className="catalog-defect-badge__serial">№ {serial}</span>
    </span>
  );
}
