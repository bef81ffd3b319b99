import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Table, Tabs } from 'antd';
import { DeskTable } from '../components/DeskTable';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adjustSchema } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import { call, consoleQuery, type RowOf } from '../api';
import { MoneyInput } from '../components/MoneyInput';
import { useServerList } from '../components/useServerList';
import { useDeskMutation } from '../components/useDeskMutation';
import { useSchemaForm } from '../components/useSchemaForm';
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
    mutationFn: (input: InputOf<'POST /api/admin/user/adjust'>) => call('POST /api/admin/user/adjust', input),
    success: 'msg.save_success',
    invalidates: [queryKeys.all('GET /api/admin/user'), queryKeys.all('GET /api/admin/users')],
  });

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
            <BalanceAdjustment
              key={detail.data.id}
              userId={detail.data.id}
              onAdjust={adjustment.mutate}
              adjusting={adjustment.isPending}
            />
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

/**
 * A shopper's balance adjusted by hand, with a memo: the amount as typed (a decimal string, negative to take
 * money back), checked with the adjustment call's schema. A form of its own for each shopper opened.
 */
function BalanceAdjustment({
  userId,
  onAdjust,
  adjusting,
}: {
  userId: number;
  onAdjust: (input: InputOf<'POST /api/admin/user/adjust'>) => void;
  adjusting: boolean;
}) {
  const { t } = useTranslation();
  const adjust = useSchemaForm(adjustSchema, (values: Partial<{ amount: string; memo: string }>) => ({
    user_id: userId,
    ...values,
  }));
  return (
    <Form form={adjust.form} layout="inline" style={{ marginTop: 16 }} onFinish={adjust.onFinish(onAdjust)}>
      <Form.Item {...adjust.item('amount')}>
        <MoneyInput allowNegative placeholder={t('field.amount')} aria-label={t('field.amount')} />
      </Form.Item>
      <Form.Item {...adjust.item('memo')}>
        <Input placeholder={t('field.memo')} aria-label={t('field.memo')} maxLength={200} />
      </Form.Item>
      <Button htmlType="submit" loading={adjusting}>
        {t('console.adjust')}
      </Button>
    </Form>
  );
}
