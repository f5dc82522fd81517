import type { ModalProps } from '@store/bus';
import { Dialog, ErrorState, Skeleton, StatusBadge } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { statusView } from '../../../entities/product';
import { $shopStock, $stockStatus, stockModalClosed, stockModalOpened, stockRetryClicked, type ShopStock } from '../model/stock';
import './stock-modal.css';

export type StockModalProps = ModalProps<{ productId: number; defectSerialNumber: string | null }>;

/** «Наличие в магазинах»: stock of a product (or a marked-down item) per shop of the selected city. */
export function StockModal({ productId, defectSerialNumber, onClose }: StockModalProps) {
  const [rows, status, opened, closed, retry] = useUnit([$shopStock, $stockStatus, stockModalOpened, stockModalClosed, stockRetryClicked]);
  useEffect(() => {
    opened({ productId, defectSerialNumber });
    return () => closed();
  }, [productId, defectSerialNumber, opened, closed]);

  return (
    <Dialog open onClose={onClose} title="Наличие в магазинах" testId="catalog-stock-modal">
      <div data-boundary="catalog">
        {status === 'error' ? (
          <ErrorState message="Не удалось загрузить наличие. Проверьте подключение и попробуйте ещё раз." onRetry={() => retry()} />
        ) : status === 'loading' || rows === null ? (
          <ul className="catalog-stock" aria-busy="true" aria-label="Загрузка наличия">
            {[0, 1, 2].map((i) => (
              <li key={i} className="catalog-stock__row">
                <Skeleton lines={2} />
              </li>
            ))}
          </ul>
        ) : rows.length === 0 ? (
          <p>В этом городе нет магазинов с самовывозом.</p>
        ) : (
          <ul className="catalog-stock" data-testid="catalog-stock-list">
            {rows.map((row) => (
              <StockRow key={row.shopId} row={row} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function StockRow({ row }: { row: ShopStock }) {
  const status = row.quantity > 0 ? statusView('inStock', 1) : row.status ? statusView(row.status, 1) : undefined;
  return (
    <li className="catalog-stock__row" data-testid="catalog-stock-row">
      <div className="catalog-stock__shop">
        <strong>{row.title}</strong>
        <span>{row.address}</span>
        {row.hours && <span className="catalog-stock__hours">{row.hours}</span>}
      </div>
      <div className="catalog-stock__status">
        {row.quantity > 0 && status ? (
          <StatusBadge tone={status.tone}>{`${status.label}: ${row.quantity} шт.`}</StatusBadge>
        ) : status && row.status !== 'inStock' ? (
          <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Нет в наличии</StatusBadge>
        )}
      </div>
    </li>
  );
}
