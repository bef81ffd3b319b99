import { ErrorBlock, List, Steps } from 'antd-mobile';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canComplain, findCurrency } from '@storefront/shared';
import { PhoneNumber } from '../../components/PhoneNumber';
import { PageLoading } from '../../components/PageLoading';
import { Money } from '../../components/Money';
import { Price } from '../../components/Price';
import { TopBar } from '../../components/TopBar';
import { useOrder } from '../../api/orders';
import { OrderCards } from './OrderCards';
import { OrderActions } from './OrderActions';
import { OrderItemRow } from '../../components/OrderItemRow';
import { RefundSummary } from './RefundSummary';
import { useFormat } from '../../lib/format';
import { ListLink } from '../../components/ListRow';
import './order.css';
import './OrderInfoPage.css';

/**
 * The receipt's estimate: the total in the currency the shopper saw at the order's creation, at that moment's
 * rate (decision 062), whatever the rate is today. Figures are isolated for right-to-left sentences.
 */
function OrderDisplay({ display }: { display: { currency: string; rate: string; total: string } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const minorUnits = findCurrency(display.currency)?.minor_units ?? 2;
  const amount = format.currency(display.total, display.currency, minorUnits);
  return (
    <List.Item
      data-testid="order-display"
      description={t('currency.rate_at_order', {
        units: `\u2068${display.rate}\u2069`,
        currency: display.currency,
      })}
    >
      {t('currency.at_order', { amount: `\u2068${amount}\u2069` })}
    </List.Item>
  );
}

const IN_TRANSIT: readonly string[] = ['unpaid', 'undelivered', 'delivered'];

/** One order: status, address, logistics timeline, items, amounts, cards of virtual goods, actions. */
export default function OrderInfoPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = Number(useParams().id);
  const order = useOrder(id);
  if (order.isPending) return <PageLoading />;
  if (!order.data) {
    return (
      <div className="page">
        <TopBar />
        <ErrorBlock status="empty" title={t('msg.order_not_found')} description="" />
      </div>
    );
  }
  const data = order.data;
  return (
    <div className="page order-info-page">
      <TopBar />
      <header className="order-status-banner">
        <strong data-testid="order-info-status">{t(`order.status.${data.status}`)}</strong>
        <span>{t(`order.hint.${data.status}`)}</span>
      </header>

      {data.address && (
        <section className="card-section">
          <strong>
            {data.address.consignee} <PhoneNumber value={data.address.mobile} />
          </strong>
          <p className="address-text">
            {data.address.area} {data.address.address}{' '}
            {data.address.postcode && <bdi dir="ltr">{data.address.postcode}</bdi>}
          </p>
        </section>
      )}

      {data.logistics.length > 0 && (
        <section className="card-section" data-testid="logistics">
          <h3>{t('order.logistics')}</h3>
          <Steps direction="vertical" current={0}>
            {data.logistics.map((entry) => (
              <Steps.Step
                key={entry.time + entry.kind + entry.text}
                title={
                  entry.kind === 'note'
                    ? entry.text
                    : t(`order.logistics_kind.${entry.kind}`, { text: entry.text })
                }
                description={format.dateTime(entry.time)}
              />
            ))}
          </Steps>
        </section>
      )}

      {data.refund && <RefundSummary refund={data.refund} />}

      {data.cards.length > 0 && <OrderCards orderId={data.id} cards={data.cards} />}

      <section className="card-section">
        {/* Every order is one shop's: it ships the parcel and answers for the goods. */}
        <h3 className="order-shop">
          <Link to={`/shop/${data.shop.id}`} data-testid="order-shop">
            <bdi>{data.shop.name}</bdi>
          </Link>
        </h3>
        {data.items.map((item) => (
          <OrderItemRow key={item.id} item={item} />
        ))}
      </section>

      <List className="menu-list">
        <List.Item extra={<Money value={data.amounts.goods} />}>{t('order.goods')}</List.Item>
        <List.Item extra={<Money value={data.amounts.freight} />}>{t('order.freight')}</List.Item>
        {data.amounts.discount !== '0.00' && (
          <List.Item extra={<Money value={`-${data.amounts.discount}`} />}>{t('order.discount')}</List.Item>
        )}
        {data.amounts.tax !== '0.00' && (
          <List.Item extra={<Money value={data.amounts.tax} />}>{t('order.tax')}</List.Item>
        )}
        {data.tax_mode === 'dap' && (
          <List.Item>
            <span className="muted">{t('order.tax_on_delivery')}</span>
          </List.Item>
        )}
        <List.Item extra={<Price value={data.amounts.total} />}>{t('order.total')}</List.Item>
        {data.display && <OrderDisplay display={data.display} />}
        <List.Item extra={data.order_no}>{t('order.order_no')}</List.Item>
        <List.Item extra={format.dateTime(data.created_at)}>{t('order.created_at')}</List.Item>
        {data.paid_at && <List.Item extra={format.dateTime(data.paid_at)}>{t('order.paid_at')}</List.Item>}
        {/* The window the checkout promised, until the parcel is there. */}
        {data.delivery && IN_TRANSIT.includes(data.status) && (
          <List.Item
            extra={<bdi>{format.dayRange(data.delivery.from, data.delivery.to)}</bdi>}
            data-testid="order-delivery"
          >
            {t('order.delivery')}
          </List.Item>
        )}
      </List>

      {canComplain(data.status) && (
        <List className="menu-list">
          <ListLink to={`/complaint/${data.id}`} data-testid="complain">
            {t('order.complain')}
          </ListLink>
        </List>
      )}

      <footer className="bottom-bar order-info-actions">
        <OrderActions order={data} />
      </footer>
    </div>
  );
}
