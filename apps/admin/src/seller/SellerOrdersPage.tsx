import { type ReactNode, useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Grid,
  Modal,
  Pagination,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canApply, ORDER_TABS, type OrderTab } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import type { RowOf } from '../desk-client';
import { actionsColumn, DeskTable } from '../components/DeskTable';
import { Money, useFormat } from '../components/Money';
import { PhoneNumber } from '../components/PhoneNumber';
import { RowOpener } from '../components/RowOpener';
import { ShipForm, type ShipValues } from '../components/ShipForm';
import { useDeskMutation } from '../components/useDeskMutation';
import { useServerList } from '../components/useServerList';
import { call, readList, sellerQuery } from './api';
import { queryKeys } from '../query-keys';

type Order = RowOf<'GET /api/seller/orders'>;
type Shippable = Pick<Order, 'id' | 'order_no' | 'status' | 'is_virtual'>;

const canShip = (order: Shippable) => canApply('ship', order.status) && !order.is_virtual;

/** Where the packing slip of an order opens (a page of its own, printed with the browser's print). */
export const slipPath = (orderId: number) => `/seller/orders/${orderId}/slip`;

/**
 * The shop's orders by status, with where each goes; an order opens in a drawer (address, the buyer's note, its
 * lines and figures, its shipment) with its packing slip. An order waiting for delivery is shipped with its
 * logistics company and number. Below antd's md breakpoint (a phone) the rows are cards.
 */
export default function SellerOrdersPage() {
  const { t } = useTranslation();
  const narrow = Grid.useBreakpoint().md === false;
  const { filters, set, tableProps } = useServerList('GET /api/seller/orders', ['status'], { readList });
  const [openId, setOpenId] = useState<number | null>(null);
  const [shipping, setShipping] = useState<Shippable | null>(null);
  const rows = tableProps.dataSource as Order[];

  const shipButton = (order: Shippable) =>
    canShip(order) && (
      <Button
        type="primary"
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setShipping(order);
        }}
        data-testid={`ship-${order.id}`}
      >
        {t('console.ship')}
      </Button>
    );

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Select
          value={(filters.status ?? 'all') as OrderTab}
          style={{ width: 200 }}
          aria-label={t('field.status')}
          onChange={(value) => set({ status: value === 'all' ? undefined : value })}
          options={ORDER_TABS.map((tab) => ({ value: tab, label: t(`order.status.${tab}`) }))}
          data-testid="seller-status"
        />
      </Space>
      {narrow ? (
        <OrderCards
          rows={rows}
          loading={tableProps.loading}
          pagination={tableProps.pagination}
          onOpen={setOpenId}
          shipButton={shipButton}
        />
      ) : (
        <OrderTable tableProps={tableProps} onOpen={setOpenId} shipButton={shipButton} />
      )}
      <OrderDrawer
        orderId={openId}
        narrow={narrow}
        onClose={() => setOpenId(null)}
        onShip={(order) => setShipping(order)}
      />
      <ShipDialog order={shipping} onClose={() => setShipping(null)} />
    </>
  );
}

type ListProps = ReturnType<typeof useServerList<'GET /api/seller/orders', 'status'>>['tableProps'];

/** Who receives the parcel and their phone (written left to right in every language). */
function Consignee({ order }: { order: Pick<Order, 'address'> }) {
  const { t } = useTranslation();
  if (!order.address) return <span className="muted">{t('seller.shipping.no_parcel')}</span>;
  return (
    <span data-testid="consignee">
      <bdi>{order.address.consignee}</bdi> · <PhoneNumber value={order.address.mobile} />
    </span>
  );
}

/** The logistics company and tracking number, once shipped. */
function Shipment({ order }: { order: Pick<Order, 'id' | 'logistics_company' | 'tracking_no'> }) {
  const { t } = useTranslation();
  if (!order.tracking_no) return <span className="muted">{t('seller.shipping.not_shipped')}</span>;
  return (
    <span data-testid={`tracking-${order.id}`}>
      {order.logistics_company} ·{' '}
      <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {order.tracking_no}
      </bdi>
    </span>
  );
}

function ItemLines({ order }: { order: Pick<Order, 'items'> }) {
  const format = useFormat();
  return order.items.map((item) => (
    <div key={item.id}>
      {item.name}
      {item.spec && <span className="muted"> · {item.spec}</span>} × {format.count(item.quantity)}
    </div>
  ));
}

function OrderTable({
  tableProps,
  onOpen,
  shipButton,
}: {
  tableProps: ListProps;
  onOpen: (id: number) => void;
  shipButton: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <DeskTable<Order>
      {...tableProps}
      dataSource={tableProps.dataSource as Order[]}
      pagination={{ ...tableProps.pagination, showSizeChanger: false }}
      onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      columns={[
        {
          title: t('field.order_id'),
          dataIndex: 'order_no',
          render: (orderNo: string, row) => (
            <>
              <RowOpener onOpen={() => onOpen(row.id)}>{orderNo}</RowOpener>
              <div className="muted">{format.dateTime(row.created_at)}</div>
            </>
          ),
        },
        { title: t('seller.shipping.ship_to'), render: (_, row) => <Consignee order={row} /> },
        {
          title: t('field.items'),
          render: (_, row) => (
            <div style={{ maxWidth: 260 }}>
              <ItemLines order={row} />
            </div>
          ),
        },
        { title: t('order.total'), dataIndex: 'total', render: (value: string) => <Money value={value} /> },
        {
          title: t('field.status'),
          dataIndex: 'status',
          render: (value: Order['status']) => <Tag>{t(`order.status.${value}`)}</Tag>,
        },
        { title: t('seller.shipping.shipment'), render: (_, row) => <Shipment order={row} /> },
        actionsColumn<Order>(t, shipButton),
      ]}
    />
  );
}

/** The list as cards, one an order, for a phone's width. */
function OrderCards({
  rows,
  loading,
  pagination,
  onOpen,
  shipButton,
}: {
  rows: Order[];
  loading: boolean;
  pagination: ListProps['pagination'];
  onOpen: (id: number) => void;
  shipButton: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (loading) return <Spin style={{ display: 'block', margin: 40 }} />;
  if (rows.length === 0) return <Empty />;
  return (
    <>
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {rows.map((order) => (
          <Card
            key={order.id}
            size="small"
            data-testid="order-card"
            title={<RowOpener onOpen={() => onOpen(order.id)}>{order.order_no}</RowOpener>}
            extra={<Tag style={{ marginInlineEnd: 0 }}>{t(`order.status.${order.status}`)}</Tag>}
            actions={[
              <Button
                key="open"
                type="link"
                onClick={() => onOpen(order.id)}
                aria-label={`${t('seller.shipping.details')} ${order.order_no}`}
              >
                {t('seller.shipping.details')}
              </Button>,
              ...(canShip(order) ? [<span key="ship">{shipButton(order)}</span>] : []),
            ]}
          >
            <Consignee order={order} />
            {order.address && (
              <div className="muted">
                <bdi>
                  {order.address.area} {order.address.address}
                </bdi>
              </div>
            )}
            <div style={{ marginTop: 8 }}>
              <ItemLines order={order} />
            </div>
            <div
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 8,
                marginTop: 8,
                flexWrap: 'wrap',
              }}
            >
              <span className="muted">{format.dateTime(order.created_at)}</span>
              <strong>
                <Money value={order.total} />
              </strong>
            </div>
            {order.tracking_no && (
              <div style={{ marginTop: 4 }}>
                <Shipment order={order} />
              </div>
            )}
          </Card>
        ))}
      </Space>
      <Pagination
        {...pagination}
        simple
        showSizeChanger={false}
        style={{ marginTop: 16, justifyContent: 'center' }}
      />
    </>
  );
}

/** One order as the shop packs it: where it goes, the note, its lines and figures, its shipment. */
function OrderDrawer({
  orderId,
  narrow,
  onClose,
  onShip,
}: {
  orderId: number | null;
  narrow: boolean;
  onClose: () => void;
  onShip: (order: Shippable) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const detail = useQuery({
    ...sellerQuery('GET /api/seller/order/detail', { id: orderId ?? 0 }),
    enabled: orderId !== null,
  });
  const order = detail.data;
  return (
    <Drawer open={orderId !== null} onClose={onClose} width={narrow ? '100%' : 560} title={order?.order_no}>
      {order && (
        <div data-testid="order-drawer">
          <Space wrap style={{ marginBottom: 16 }}>
            <Button href={slipPath(order.id)} target="_blank" data-testid="packing-slip">
              {t('seller.shipping.packing_slip')}
            </Button>
            {canShip(order) && (
              <Button type="primary" onClick={() => onShip(order)}>
                {t('console.ship')}
              </Button>
            )}
          </Space>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('field.status')}>
              <Tag>{t(`order.status.${order.status}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('order.created_at')}>
              {format.dateTime(order.created_at)}
            </Descriptions.Item>
            {order.address ? (
              <>
                <Descriptions.Item label={t('field.consignee')}>{order.address.consignee}</Descriptions.Item>
                <Descriptions.Item label={t('field.mobile')}>
                  <PhoneNumber value={order.address.mobile} />
                </Descriptions.Item>
                <Descriptions.Item label={t('field.address')}>
                  <span data-testid="drawer-address">
                    <bdi>
                      {order.address.area} {order.address.address}
                    </bdi>
                    {order.address.tag && <Tag style={{ marginInlineStart: 8 }}>{order.address.tag}</Tag>}
                  </span>
                </Descriptions.Item>
              </>
            ) : (
              <Descriptions.Item label={t('seller.shipping.ship_to')}>
                {t('seller.shipping.no_parcel')}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('seller.shipping.buyer_note')}>
              {order.remark ? (
                <bdi data-testid="drawer-note">{order.remark}</bdi>
              ) : (
                <span className="muted">{t('seller.shipping.no_note')}</span>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('seller.shipping.shipment')}>
              <Shipment order={order} />
            </Descriptions.Item>
          </Descriptions>
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.items}
            columns={[
              {
                title: t('field.items'),
                render: (_, item) => (
                  <>
                    {item.name}
                    {item.spec && <div className="muted">{item.spec}</div>}
                  </>
                ),
              },
              {
                title: t('field.quantity'),
                dataIndex: 'quantity',
                align: 'end',
                render: (value: number) => format.count(value),
              },
              {
                title: t('order.total'),
                dataIndex: 'subtotal',
                align: 'end',
                render: (value: string) => <Money value={value} />,
              },
            ]}
          />
          <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('order.goods')}>
              <Money value={order.amounts.goods} />
            </Descriptions.Item>
            <Descriptions.Item label={t('order.freight')}>
              <Money value={order.amounts.freight} />
            </Descriptions.Item>
            {order.amounts.discount !== '0.00' && (
              <Descriptions.Item label={t('order.discount')}>
                <Money value={`-${order.amounts.discount}`} />
              </Descriptions.Item>
            )}
            {order.amounts.tax !== '0.00' && (
              <Descriptions.Item label={t('statement.tax')}>
                <Money value={order.amounts.tax} />
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('order.total')}>
              <strong>
                <Money value={order.amounts.total} />
              </strong>
            </Descriptions.Item>
            {/* The window the shopper was promised at checkout: the shop's handling and its zone's transit. */}
            {order.delivery && (
              <Descriptions.Item label={t('order.delivery')}>
                <bdi data-testid="seller-order-delivery">
                  {format.dayRange(order.delivery.from, order.delivery.to)}
                </bdi>
              </Descriptions.Item>
            )}
          </Descriptions>
          {order.logistics.length > 0 && (
            <Timeline
              style={{ marginTop: 16 }}
              items={order.logistics.map((entry) => ({
                children: `${format.dateTime(entry.time)} · ${entry.kind === 'note' ? entry.text : t(`order.logistics_kind.${entry.kind}`, { text: entry.text })}`,
              }))}
            />
          )}
        </div>
      )}
    </Drawer>
  );
}

/** The ship form in a dialog, then "Shipped". */
function ShipDialog({ order, onClose }: { order: Shippable | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShipValues>();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const shipment = useDeskMutation({
    mutationFn: (input: InputOf<'POST /api/seller/order/ship'>) => call('POST /api/seller/order/ship', input),
    success: 'msg.ship_success',
    onSuccess: close,
    invalidates: [
      queryKeys.all('GET /api/seller/orders'),
      queryKeys.all('GET /api/seller/order/detail'),
      queryKeys.all('GET /api/seller/dashboard'),
    ],
  });
  return (
    <Modal
      open={order !== null}
      title={order ? `${t('console.ship')} · ${order.order_no}` : ''}
      onOk={() => form.submit()}
      confirmLoading={shipment.isPending}
      onCancel={close}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
    >
      <ShipForm form={form} orderId={order?.id ?? 0} onShip={shipment.mutate} />
    </Modal>
  );
}
