import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canApply, ORDER_TABS, type OrderTab } from '@storefront/shared';
import type { Answer } from '@storefront/shared/client';
import { Money, useFormat } from '../components/Money';
import { call, sellerQuery } from './api';

type Order = Answer<'GET /api/seller/orders'>['list'][number];
const PAGE_SIZE = 20;

/** The shop's orders by status; an order waiting for delivery is shipped with its logistics company and number. */
export default function SellerOrdersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const client = useQueryClient();
  const [status, setStatus] = useState<OrderTab>('all');
  const [page, setPage] = useState(1);
  const orders = useQuery(sellerQuery('GET /api/seller/orders', { status, page, limit: PAGE_SIZE }));
  const [shipping, setShipping] = useState<Order | null>(null);
  const [form] = Form.useForm<{ company: string; tracking_no: string }>();

  const ship = async () => {
    if (!shipping) return;
    const values = await form.validateFields();
    try {
      await call('POST /api/seller/order/ship', { order_id: shipping.id, ...values });
      setShipping(null);
      form.resetFields();
      await client.invalidateQueries({ queryKey: ['GET /api/seller/orders'] });
    } catch {
      // The client has shown why.
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Select
          value={status}
          style={{ width: 200 }}
          aria-label={t('field.status')}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={ORDER_TABS.map((tab) => ({ value: tab, label: t(`order.status.${tab}`) }))}
          data-testid="seller-status"
        />
      </Space>
      <Table<Order>
        rowKey="id"
        loading={orders.isPending}
        dataSource={orders.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: orders.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('field.order_id'), dataIndex: 'order_no' },
          {
            title: t('field.items'),
            render: (_, order) =>
              order.items.map((item) => (
                <div key={item.id}>
                  {item.name}
                  {item.spec && <span className="muted"> · {item.spec}</span>} × {format.count(item.quantity)}
                </div>
              )),
          },
          { title: t('order.total'), dataIndex: 'total', render: (value: string) => <Money value={value} /> },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (value: Order['status']) => <Tag>{t(`order.status.${value}`)}</Tag>,
          },
          {
            title: t('order.created_at'),
            dataIndex: 'created_at',
            render: (value: string) => format.dateTime(value),
          },
          {
            title: t('console.actions'),
            render: (_, order) =>
              canApply('ship', order.status) &&
              !order.is_virtual && (
                <Button
                  type="primary"
                  size="small"
                  onClick={() => setShipping(order)}
                  data-testid={`ship-${order.id}`}
                >
                  {t('console.ship')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={shipping !== null}
        title={shipping ? `${t('console.ship')} · ${shipping.order_no}` : ''}
        onOk={() => void ship()}
        onCancel={() => setShipping(null)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="company" label={t('field.company')} rules={[{ required: true, message: '' }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="tracking_no"
            label={t('field.tracking_no')}
            rules={[{ required: true, message: '' }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
