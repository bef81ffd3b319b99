import { useState } from 'react';
import { Alert, Card, Col, Row, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import { Money, useFormat } from '../components/Money';
import { sellerQuery } from './api';
import { WithdrawButton } from './WithdrawButton';

type Entry = Answer<'GET /api/seller/bill'>['list'][number];
const PAGE_SIZE = 20;

/** The shop's money: settled, frozen, held for open orders, its commission rate, and its ledger. */
export default function SellerMoneyPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const balance = useQuery(sellerQuery('GET /api/seller/balance'));
  const me = useQuery(sellerQuery('GET /api/seller/me'));
  const bill = useQuery(sellerQuery('GET /api/seller/bill', { page, limit: PAGE_SIZE }));
  const figure = (label: string, value: string | undefined, testId: string) => (
    <Col xs={24} sm={12} lg={6}>
      <Card>
        <Statistic
          title={label}
          valueRender={() => (value === undefined ? '—' : <Money value={value} />)}
          data-testid={testId}
        />
      </Card>
    </Col>
  );
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {figure(t('seller.balance'), balance.data?.balance, 'seller-balance')}
        {figure(t('seller.frozen'), balance.data?.frozen, 'seller-frozen')}
        {figure(t('seller.held'), balance.data?.held, 'seller-held')}
        <Col xs={24} sm={12} lg={6}>
          <Card>
            <Statistic
              title={t('seller.commission_rate')}
              valueRender={() =>
                balance.data
                  ? format.percentFromBasisPoints(Math.round(Number(balance.data.commission_rate) * 10_000))
                  : '—'
              }
            />
          </Card>
        </Col>
      </Row>
      <Alert type="info" showIcon message={t('seller.held_hint')} style={{ marginBottom: 16 }} />
      {me.data?.role === 'owner' && (
        <div style={{ marginBottom: 16 }}>
          <WithdrawButton />
        </div>
      )}
      <h2 className="seller-section-title">{t('seller.bill')}</h2>
      <Table<Entry>
        rowKey="id"
        loading={bill.isPending}
        dataSource={bill.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: bill.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('field.type'),
            dataIndex: 'type',
            render: (type: Entry['type']) => t(`seller.ledger.${type}`),
          },
          {
            title: t('field.amount'),
            dataIndex: 'amount',
            render: (value: string) => <Money value={value} />,
          },
          {
            title: t('seller.balance'),
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
    </>
  );
}
