import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Money, useFormat } from '../components/Money';
import { ShopStatement } from '../components/ShopStatement';
import { call, sellerQuery } from './api';
import { WithdrawButton } from './WithdrawButton';
import { queryKeys } from '../query-keys';

/**
 * The shop's money: settled, frozen, held for open orders, its commission rate, and its statement: every
 * movement of its ledger explained over a period, exported as CSV.
 */
export default function SellerMoneyPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useQuery(sellerQuery('GET /api/seller/balance'));
  const me = useQuery(sellerQuery('GET /api/seller/me'));
  const figure = (label: string, value: string | undefined, testId: string) => (
    <Col xs={12} lg={6}>
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
        <Col xs={12} lg={6}>
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
      <ShopStatement
        queryKey={queryKeys.all('GET /api/seller/statement')}
        read={(input, signal) => call('GET /api/seller/statement', input, { signal })}
        exportCsv={(period) => call('GET /api/seller/statement_csv', period)}
      />
    </>
  );
}
