import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Select, Space, Tag, Timeline } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canApply, logisticsSchema, ORDER_STATUSES } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import { call, consoleQuery, type RowOf } from '../api';

type Order = RowOf<'GET /api/admin/orders'>;
import { DeskTable, LongText } from '../components/DeskTable';
import { useServerList } from '../components/useServerList';
import { useDeskMutation } from '../components/useDeskMutation';
import { ShopperName } from '../components/ShopperName';
import { Money, useFormat } from '../components/Money';
import { PhoneNumber } from '../components/PhoneNumber';
import { RowOpener } from '../components/RowOpener';
import { SearchField } from '../components/SearchField';
import { ShipForm } from '../components/ShipForm';
import { useSchemaForm } from '../components/useSchemaForm';
import { queryKeys } from '../query-keys';

export default function OrdersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { filters, set, tableProps } = useServerList('GET /api/admin/orders', [
    'status',
    'shop_id',
    'user',
    'from',
    'to',
  ]);
  const [openId, setOpenId] = useState<number | null>(null);
  const shops = useQuery(consoleQuery('GET /api/admin/shops'));
  const detail = useQuery({
    ...consoleQuery('GET /api/admin/order', { id: openId ?? 0 }),
    enabled: openId !== null,
  });

  // Shipping and a logistics note change the order and the list alike.
  const orderAction = {
    success: 'msg.save_success',
    invalidates: [queryKeys.all('GET /api/admin/order'), queryKeys.all('GET /api/admin/orders')],
  };
  const shipment = useDeskMutation({
    mutationFn: (input: InputOf<'POST /api/admin/order/ship'>) => call('POST /api/admin/order/ship', input),
    ...orderAction,
  });
  const logisticsNote = useDeskMutation({
    mutationFn: (input: InputOf<'POST /api/admin/order/logistics'>) =>
      call('POST /api/admin/order/logistics', input),
    ...orderAction,
  });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('field.status')}
          aria-label={t('field.status')}
          style={{ width: 170 }}
          value={filters.status}
          onChange={(value) => set({ status: value })}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`order.status.${status}`) }))}
          data-testid="filter-status"
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('field.shop_id')}
          aria-label={t('field.shop_id')}
          style={{ width: 200 }}
          value={filters.shop_id ? Number(filters.shop_id) : undefined}
          onChange={(value) => set({ shop_id: value })}
          options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
        />
        <SearchField
          label={t('console.shopper')}
          defaultValue={filters.user}
          onSearch={(value) => set({ user: value })}
          style={{ width: 200 }}
        />
        <Input
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.target.value })}
          aria-label={t('console.from')}
          style={{ width: 150 }}
        />
        <Input
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => set({ to: event.target.value })}
          aria-label={t('console.to')}
          style={{ width: 150 }}
        />
      </Space>
      <DeskTable<Order>
        {...tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('order.order_no'),
            dataIndex: 'order_no',
            render: (orderNo: string, row) => (
              <RowOpener onOpen={() => setOpenId(row.id)}>{orderNo}</RowOpener>
            ),
          },
          { title: t('field.shop_id'), render: (_: unknown, row: Order) => row.shop.name },
          { title: t('console.shopper'), render: (_: unknown, row: Order) => <ShopperName row={row} /> },
          {
            title: t('field.items'),
            render: (_, row) => (
              <LongText
                text={row.items.map((item) => `${item.name} ×${format.count(item.quantity)}`).join(', ')}
              />
            ),
          },
          { title: t('order.total'), dataIndex: 'total', render: (value: string) => <Money value={value} /> },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (status: string) => <Tag data-testid="order-status">{t(`order.status.${status}`)}</Tag>,
          },
          {
            title: t('order.created_at'),
            dataIndex: 'created_at',
            render: (value: string) => format.dateTime(value),
          },
        ]}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        width={520}
        title={detail.data?.order_no}
      >
        {detail.data && (
          <>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('field.status')}>
                {t(`order.status.${detail.data.status}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.shop_id')}>{detail.data.shop.name}</Descriptions.Item>
              <Descriptions.Item label={t('order.total')}>
                <Money value={detail.data.total} />
              </Descriptions.Item>
              {detail.data.address && (
                <Descriptions.Item label={t('route.address')}>
                  {detail.data.address.consignee} <PhoneNumber value={detail.data.address.mobile} /> ·{' '}
                  {detail.data.address.area} {detail.data.address.address}
                </Descriptions.Item>
              )}
              {detail.data.items.map((item) => (
                <Descriptions.Item key={item.id} label={item.name}>
                  {item.spec} ×{format.count(item.quantity)} · <Money value={item.price} />
                </Descriptions.Item>
              ))}
            </Descriptions>
            {canApply('ship', detail.data.status) && (
              <div style={{ marginTop: 16 }}>
                <ShipForm key={detail.data.id} orderId={detail.data.id} onShip={shipment.mutate}>
                  <Button type="primary" htmlType="submit" loading={shipment.isPending}>
                    {t('console.ship')}
                  </Button>
                </ShipForm>
              </div>
            )}
            {detail.data.status === 'delivered' && (
              <LogisticsNoteForm
                key={detail.data.id}
                orderId={detail.data.id}
                onAdd={logisticsNote.mutate}
                adding={logisticsNote.isPending}
              />
            )}
            <Timeline
              style={{ marginTop: 24 }}
              items={detail.data.logistics.map((entry) => ({
                children: `${format.dateTime(entry.time)} · ${entry.kind === 'note' ? entry.text : t(`order.logistics_kind.${entry.kind}`, { text: entry.text })}`,
              }))}
            />
          </>
        )}
      </Drawer>
    </>
  );
}

/** A note added to a delivered order's logistics, checked with the logistics call's schema. */
function LogisticsNoteForm({
  orderId,
  onAdd,
  adding,
}: {
  orderId: number;
  onAdd: (input: InputOf<'POST /api/admin/order/logistics'>) => void;
  adding: boolean;
}) {
  const { t } = useTranslation();
  const note = useSchemaForm(logisticsSchema, (values: Partial<{ text: string }>) => ({
    order_id: orderId,
    ...values,
  }));
  return (
    <Form form={note.form} layout="inline" style={{ marginTop: 16 }} onFinish={note.onFinish(onAdd)}>
      <Form.Item {...note.item('text')}>
        <Input
          placeholder={t('order.logistics')}
          aria-label={t('order.logistics')}
          maxLength={200}
          style={{ width: 300 }}
        />
      </Form.Item>
      <Button htmlType="submit" loading={adding}>
        {t('console.add_logistics')}
      </Button>
    </Form>
  );
}
