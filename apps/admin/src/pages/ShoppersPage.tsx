import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Table, Tabs } from 'antd';
import { DeskTable } from '../components/DeskTable';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, consoleQuery, type RowOf } from '../api';
import { MoneyInput } from '../components/MoneyInput';
import { useServerList } from '../components/useServerList';
import { useDeskMutation } from '../components/useDeskMutation';
import { Money, useFormat } from '../components/Money';
import { RowOpener } from '../components/RowOpener';
import { SearchField } from '../components/SearchField';
import { queryKeys } from '../query-keys';

type Shopper = RowOf<'GET /api/admin/users'>;

export default function ShoppersPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { filters, set, tableProps } = useServerList('GET /api/admin/users', ['keyword']);
  const [openId, setOpenId] = useState<number | null>(null);
  const detail = useQuery({
    ...consoleQuery('GET /api/admin/user', { id: openId ?? 0 }),
    enabled: openId !== null,
  });

  const adjustment = useDeskMutation({
    mutationFn: (input: { user_id: number; amount: string; memo: string }) =>
      call('POST /api/admin/user/adjust', input),
    success: 'msg.save_success',
    invalidates: [queryKeys.all('GET /api/admin/user'), queryKeys.all('GET /api/admin/users')],
  });
  const adjust = (values: { amount: string; memo: string }) =>
    openId !== null && adjustment.mutate({ user_id: openId, amount: values.amount, memo: values.memo });

  return (
    <>
      <SearchField
        label={t('console.search_shoppers')}
        defaultValue={filters.keyword}
        onSearch={(value) => set({ keyword: value })}
        style={{ width: 320, marginBottom: 16 }}
      />
      <DeskTable<Shopper>
        {...tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('console.id'), dataIndex: 'id', width: 70 },
          {
            title: t('field.username'),
            dataIndex: 'username',
            render: (username: string, row) => (
              <RowOpener onOpen={() => setOpenId(row.id)}>{username}</RowOpener>
            ),
          },
          { title: t('field.email'), dataIndex: 'email' },
          { title: t('field.mobile'), dataIndex: 'mobile' },
          {
            title: t('profile.balance'),
            dataIndex: 'balance',
            render: (value: string) => <Money value={value} />,
          },
          {
            title: t('profile.frozen'),
            dataIndex: 'frozen',
            render: (value: string) => <Money value={value} />,
          },
        ]}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        width={620}
        title={detail.data?.username}
      >
        {detail.data && (
          <>
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label={t('field.email')}>{detail.data.email}</Descriptions.Item>
              <Descriptions.Item label={t('field.mobile')}>{detail.data.mobile}</Descriptions.Item>
              <Descriptions.Item label={t('profile.balance')}>
                <Money value={detail.data.balance} />
              </Descriptions.Item>
              <Descriptions.Item label={t('profile.frozen')}>
                <Money value={detail.data.frozen} />
              </Descriptions.Item>
            </Descriptions>
            <Form layout="inline" style={{ marginTop: 16 }} onFinish={adjust}>
              <Form.Item name="amount" rules={[{ required: true }]}>
                <MoneyInput allowNegative placeholder={t('field.amount')} aria-label={t('field.amount')} />
              </Form.Item>
              <Form.Item name="memo" rules={[{ required: true }]}>
                <Input placeholder={t('field.memo')} aria-label={t('field.memo')} />
              </Form.Item>
              <Button htmlType="submit" loading={adjustment.isPending}>
                {t('console.adjust')}
              </Button>
            </Form>
            <Tabs
              style={{ marginTop: 16 }}
              items={[
                {
                  key: 'orders',
                  label: t('console.menu.orders'),
                  children: (
                    <Table
                      rowKey="id"
                      size="small"
                      pagination={false}
                      dataSource={detail.data.orders}
                      columns={[
                        { title: t('order.order_no'), dataIndex: 'order_no' },
                        {
                          title: t('field.status'),
                          dataIndex: 'status',
                          render: (status: string) => t(`order.status.${status}`),
                        },
                        {
                          title: t('order.total'),
                          dataIndex: 'total',
                          render: (value: string) => <Money value={value} />,
                        },
                      ]}
                    />
                  ),
                },
                {
                  key: 'ledger',
                  label: t('route.capitalRecord'),
                  children: (
                    <Table
                      rowKey="id"
                      size="small"
                      pagination={false}
                      dataSource={detail.data.ledger}
                      columns={[
                        {
                          title: t('field.type'),
                          dataIndex: 'type',
                          render: (type: string) => t(`bill.type.${type}`),
                        },
                        {
                          title: t('field.amount'),
                          dataIndex: 'amount',
                          render: (value: string) => <Money value={value} />,
                        },
                        {
                          title: t('profile.balance'),
                          dataIndex: 'balance_after',
                          render: (value: string) => <Money value={value} />,
                        },
                        { title: t('field.memo'), dataIndex: 'memo' },
                        {
                          title: t('order.created_at'),
                          dataIndex: 'created_at',
                          render: (value: string) => format.dateTime(value),
                        },
                      ]}
                    />
                  ),
                },
              ]}
            />
          </>
        )}
      </Drawer>
    </>
  );
}
