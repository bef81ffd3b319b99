import { Tabs } from 'antd-mobile';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTextDirection } from '../../lib/direction';
import { ORDER_TABS, type OrderTab } from '@storefront/shared';
import { Price } from '../../components/Price';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import type { Order } from '../../lib/types';
import { fetchOrders } from './api';
import { OrderActions } from './OrderActions';
import { OrderItemRow } from '../../components/OrderItemRow';
import { queryKeys } from '@storefront/shared/client';
import './order.css';
import './MyPurchasesPage.css';

/** My orders in the ten tabs of the spec; /order shows the same list from "all". */
export default function MyPurchasesPage() {
  const { t } = useTranslation();
  const direction = useTextDirection();
  const navigate = useNavigate();
  const requested = useParams().status;
  const tab: OrderTab = ORDER_TABS.find((candidate) => candidate === requested) ?? 'all';
  return (
    <div className="page">
      <TopBar />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`/myPurchases/${key}`, { replace: true })}
        className="order-tabs"
        direction={direction}
      >
        {ORDER_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`order.status.${key}`)} />
        ))}
      </Tabs>
      <PullList
        key={tab}
        queryKey={queryKeys.pages('GET /api/user/order_list', { status: tab })}
        fetchPage={(page) => fetchOrders(tab, page)}
        changedElsewhere
      >
        {(orders) => (
          <div className="order-list">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} onOpen={() => navigate(`/orderInfo/${order.id}`)} />
            ))}
          </div>
        )}
      </PullList>
    </div>
  );
}

function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="order-card" onClick={onOpen} data-testid="order-card">
      {/* Every order is one shop's: a checkout of several shops shows one card per shop. */}
      <p className="order-shop">
        <Link
          to={`/shop/${order.shop.id}`}
          onClick={(event) => event.stopPropagation()}
          data-testid="order-shop"
        >
          <bdi>{order.shop.name}</bdi>
        </Link>
      </p>
      <header>
        {/* The whole card opens the order for a pointer; the number is the keyboard's way in. */}
        <Link className="order-no" to={`/orderInfo/${order.id}`} onClick={(event) => event.stopPropagation()}>
          {t('order.number', { no: order.order_no })}
        </Link>
        <span className="order-status" data-testid="order-status">
          {t(`order.status.${order.status}`)}
        </span>
      </header>
      {order.items.map((item) => (
        <OrderItemRow key={item.id} item={item} />
      ))}
      <footer>
        <span>
          {t('order.summary', { count: order.quantity })} <Price value={order.total} />
        </span>
        <OrderActions order={order} />
      </footer>
    </article>
  );
}
