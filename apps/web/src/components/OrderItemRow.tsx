import { pictureUrl } from '@storefront/shared';
import { Price } from './Price';
import './OrderItemRow.css';

type Row = { name: string; image: string; spec: string; price: string; quantity: number };

/** One line of an order: picture, name, spec, unit price and quantity. */
export function OrderItemRow({ item }: { item: Row }) {
  return (
    <div className="order-item">
      <img src={pictureUrl(item.image, 'thumb')} alt="" width={64} height={64} />
      <div>
        <div className="order-item-name">
          <bdi>{item.name}</bdi>
        </div>
        {item.spec && (
          <div className="order-item-spec">
            <bdi>{item.spec}</bdi>
          </div>
        )}
      </div>
      <div className="order-item-side">
        <Price value={item.price} />
        <span>×{item.quantity}</span>
      </div>
    </div>
  );
}
