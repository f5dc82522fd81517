import type { ModalProps } from '@store/bus';
import { DEFECT_ITEM_LABEL } from '@store/domain';
import { Button, buttonClassName, Dialog, ErrorState, Price, ProductImage, Skeleton, StatusBadge } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $price, $product, $result, $status, oneClickClosed, oneClickOpened, productRetried } from '../model/one-click';
import { OneClickForm } from './one-click-form';
import './one-click.css';

type Props = ModalProps<{ productId: number; defectSerialNumber: string | null }>;

/**
 * cart_checkout/OneClickOrderModal (bus ModalProps<{ productId, defectSerialNumber }>): mounted by
 * the shell on `oneClickOrderRequested` from a product page; its code loads after the event, so it
 * tells the model it opened.
 */
export function OneClickOrderModal({ productId, defectSerialNumber, onClose }: Props) {
  const [opened, closed] = useUnit([oneClickOpened, oneClickClosed]);
  useEffect(() => {
    opened({ productId, defectSerialNumber });
  }, [opened, productId, defectSerialNumber]);
  const close = () => {
    closed();
    onClose();
  };
  return (
    <Dialog open onClose={close} title="Купить в 1 клик" testId="cart-one-click">
      <div data-boundary="cart" className="cart-one-click">
        <OneClickBody onClose={close} />
      </div>
    </Dialog>
  );
}

function OneClickBody({ onClose }: { onClose(): void }) {
  const [status, product, price, result, retry] = useUnit([$status, $product, $price, $result, productRetried]);
  if (result) return <OneClickSuccess orderId={result.orderId} address={result.address ?? null} onClose={onClose} />;
  if (status === 'loading') return <Skeleton height={420} />;
  if (status === 'notFound') return <p role="alert">Товар не найден или больше не продаётся.</p>;
  if (status === 'error' || !product) {
    return <ErrorState message="Не удалось загрузить товар. Проверьте подключение и попробуйте ещё раз." onRetry={() => retry()} />;
  }
  const image = product.productImages.find((i) => i.main)?.name ?? product.productImages[0]?.name ?? null;
  return (
    <>
      <div className="cart-one-click__product" data-testid="cart-one-click-product">
        <ProductImage name={image} alt={product.title} width={72} height={72} sizes="72px" />
        <div>
          <p className="cart-one-click__title">{product.title}</p>
          {product.defectSerialNumber && (
            <p className="cart-one-click__defect">
              <StatusBadge tone="info">{DEFECT_ITEM_LABEL}</StatusBadge> Серийный номер: {product.defectSerialNumber}
            </p>
          )}
          {price === null ? <StatusBadge tone="neutral">Не продаётся в выбранном городе</StatusBadge> : <Price value={price} size="md" />}
        </div>
      </div>
      <OneClickForm />
    </>
  );
}

function OneClickSuccess({ orderId, address, onClose }: { orderId: number; address: string | null; onClose(): void }) {
  return (
    <div className="cart-one-click__success" data-testid="cart-one-click-success" aria-live="polite">
      <p className="cart-one-click__title">Заказ № {orderId} оформлен</p>
      {address ? (
        <>
          <p>Оплатите заказ на странице платёжного сервиса.</p>
          <a href={address} className={buttonClassName({ block: true })} data-testid="cart-one-click-pay">
            Перейти к оплате
          </a>
        </>
      ) : (
        <>
          <p>Оператор позвонит вам, чтобы подтвердить заказ.</p>
          <Button variant="outlined" block onClick={onClose}>
            Хорошо
          </Button>
        </>
      )}
    </div>
  );
}
