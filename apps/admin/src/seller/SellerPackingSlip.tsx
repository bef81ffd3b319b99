import { useEffect } from 'react';
import { Button, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../components/Money';
import { PhoneNumber } from '../components/PhoneNumber';
import { sellerQuery, sellerToken, setSellerUnauthorizedHandler } from './api';

/**
 * On screen a sheet of A4 paper with the print button above it; printed, the sheet alone, on one A4 page (the
 * button, and antd's messages, left out).
 */
const SLIP_CSS = `
.slip-page {
  min-height: 100vh;
  padding: 16px 8px;
  background: #f0f0f0;
}
.slip-toolbar {
  max-width: 210mm;
  margin: 0 auto 12px;
  display: flex;
  justify-content: flex-end;
}
.packing-slip {
  max-width: 210mm;
  margin: 0 auto;
  padding: clamp(16px, 5vw, 16mm);
  background: #fff;
  color: #000;
  font-size: 14px;
  line-height: 1.5;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
}
.packing-slip h1 {
  font-size: 22px;
  margin: 0;
}
.packing-slip h2 {
  font-size: 15px;
  margin: 20px 0 6px;
}
.packing-slip header {
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 4px 16px;
  border-bottom: 2px solid #000;
  padding-bottom: 8px;
}
.packing-slip dl {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 16px;
  margin: 12px 0 0;
}
.packing-slip dt {
  font-weight: 600;
}
.packing-slip dd {
  margin: 0;
}
.packing-slip table {
  width: 100%;
  border-collapse: collapse;
}
.packing-slip th,
.packing-slip td {
  border-bottom: 1px solid #999;
  padding: 6px 4px;
  text-align: start;
  vertical-align: top;
}
.packing-slip .slip-quantity {
  text-align: end;
  white-space: nowrap;
}
.packing-slip .slip-address {
  white-space: pre-line;
}
@media print {
  @page {
    size: A4;
    margin: 12mm;
  }
  .slip-toolbar,
  .ant-message,
  .ant-notification {
    display: none !important;
  }
  .slip-page {
    min-height: 0;
    padding: 0;
    background: none;
  }
  .packing-slip {
    max-width: none;
    padding: 0;
    box-shadow: none;
  }
  .packing-slip tr {
    break-inside: avoid;
  }
}
`;

/**
 * The packing slip of one of the shop's orders (/seller/orders/:id/slip), opened from the order's drawer and
 * printed with the browser's print: the shop, the order's number and date, where it goes, its lines with their
 * specs and quantities, and the buyer's note. No prices: it travels in the parcel.
 */
export default function SellerPackingSlip() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const token = sellerToken.get();
  useEffect(() => setSellerUnauthorizedHandler(() => navigate('/login', { replace: true })), [navigate]);
  const detail = useQuery({
    ...sellerQuery('GET /api/seller/order/detail', { id }),
    enabled: token !== null && Number.isInteger(id) && id > 0,
  });
  const order = detail.data;
  useEffect(() => {
    if (order) document.title = `${t('seller.shipping.packing_slip')} · ${order.order_no}`;
  }, [order, t]);

  if (!token) return <Navigate to="/login" replace />;
  return (
    <div className="slip-page">
      <style>{SLIP_CSS}</style>
      {order ? (
        <>
          <div className="slip-toolbar">
            <Button type="primary" onClick={() => window.print()} data-testid="print-slip">
              {t('seller.shipping.print')}
            </Button>
          </div>
          <article className="packing-slip" data-testid="slip-sheet">
            <header>
              <h1>{order.shop.name}</h1>
              <span>{t('seller.shipping.packing_slip')}</span>
            </header>
            <dl>
              <dt>{t('order.order_no')}</dt>
              <dd>
                <bdi dir="ltr">{order.order_no}</bdi>
              </dd>
              <dt>{t('order.created_at')}</dt>
              <dd>{format.dateTime(order.created_at)}</dd>
            </dl>
            <h2>{t('seller.shipping.ship_to')}</h2>
            {order.address ? (
              <div className="slip-address" data-testid="slip-address">
                <strong>
                  <bdi>{order.address.consignee}</bdi>
                </strong>{' '}
                <PhoneNumber value={order.address.mobile} />
                {'\n'}
                <bdi>{order.address.area}</bdi>
                {'\n'}
                <bdi>{order.address.address}</bdi>
              </div>
            ) : (
              <div>{t('seller.shipping.no_parcel')}</div>
            )}
            <h2>{t('field.items')}</h2>
            <table>
              <thead>
                <tr>
                  <th>{t('field.items')}</th>
                  <th>{t('field.spec')}</th>
                  <th className="slip-quantity">{t('field.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.id} data-testid="slip-line">
                    <td>{item.name}</td>
                    <td>{item.spec}</td>
                    <td className="slip-quantity">{format.count(item.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h2>{t('seller.shipping.buyer_note')}</h2>
            <div data-testid="slip-note">
              {order.remark ? <bdi>{order.remark}</bdi> : t('seller.shipping.no_note')}
            </div>
          </article>
        </>
      ) : (
        <Spin style={{ display: 'block', margin: 80 }} />
      )}
    </div>
  );
}
