import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money, useFormat } from './Money';

type Figures = { orders: number; sales: string };

/** Today's and this month's paid orders and sales, as the console's and the seller centre's dashboards open. */
export function SalesFigures({ today, month }: { today?: Figures; month?: Figures }) {
  const { t } = useTranslation();
  const format = useFormat();
  const count = (value: string | number) => format.count(Number(value));
  const money = (value: string | number) => <Money value={String(value)} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic
            title={t('console.dashboard.today_orders')}
            value={today?.orders ?? 0}
            formatter={count}
          />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic
            title={t('console.dashboard.today_sales')}
            value={today?.sales ?? '0.00'}
            formatter={money}
          />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic
            title={t('console.dashboard.month_orders')}
            value={month?.orders ?? 0}
            formatter={count}
          />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card>
          <Statistic
            title={t('console.dashboard.month_sales')}
            value={month?.sales ?? '0.00'}
            formatter={money}
          />
        </Card>
      </Col>
    </Row>
  );
}
