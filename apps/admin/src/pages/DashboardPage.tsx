import { Badge, Card, Col, Row, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COLORS } from '@storefront/shared';
import type { Answer } from '@storefront/shared/client';
import { consoleQuery } from '../api';
import { Money, useFormat } from '../components/Money';
import { SalesFigures } from '../components/SalesFigures';

const QUEUES = [
  { key: 'recharges', to: '/recharges?status=auditing' },
  { key: 'withdrawals', to: '/withdrawals?status=auditing' },
  { key: 'refunds', to: '/refunds?status=auditing' },
  { key: 'complaints', to: '/complaints?status=pending' },
  { key: 'consultations', to: '/consults?status=open' },
  { key: 'merchant_applications', to: '/merchants?status=auditing' },
  { key: 'to_ship', to: '/orders?status=undelivered' },
] as const;

export default function DashboardPage() {
  const { t } = useTranslation();
  const board = useQuery({
    ...consoleQuery('GET /api/admin/dashboard'),
    refetchInterval: 30_000,
  });
  const data = board.data;
  return (
    <>
      <SalesFigures today={data?.today} month={data?.month} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('console.dashboard.commission_month')}
              value={data?.commission.month ?? '0.00'}
              formatter={(value) => <Money value={String(value)} />}
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card>
            <Statistic
              title={t('console.dashboard.commission_total')}
              value={data?.commission.total ?? '0.00'}
              formatter={(value) => <Money value={String(value)} />}
              data-testid="commission-total"
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('console.dashboard.pending')} style={{ marginTop: 16 }}>
        <Row gutter={[40, 16]}>
          {QUEUES.map((queue) => (
            <Col key={queue.key} flex="none">
              <Link to={queue.to} data-testid={`queue-${queue.key}`}>
                <Badge count={data?.pending[queue.key] ?? 0} showZero overflowCount={999}>
                  <Typography.Text style={{ paddingInlineEnd: 16 }}>
                    {t(`console.dashboard.queue.${queue.key}`)}
                  </Typography.Text>
                </Badge>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t('console.dashboard.last_30_days')} style={{ marginTop: 16 }}>
        <BarChart series={data?.series ?? []} />
      </Card>
    </>
  );
}

/**
 * Orders as bars, sales as a line, over the last 30 days; plain SVG keeps the console light. The bars' outline
 * and the line stand out from the card at 3:1; screen readers read the same figures from a table instead.
 */
function BarChart({ series }: { series: Answer<'GET /api/admin/dashboard'>['series'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <table className="console-visually-hidden">
        <caption>{t('console.dashboard.last_30_days')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.dashboard.day')}</th>
            <th scope="col">{t('console.menu.orders')}</th>
            <th scope="col">{t('console.dashboard.sales')}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.day}>
              <th scope="row">{format.date(point.day)}</th>
              <td>{format.count(point.orders)}</td>
              <td>{format.money(point.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ChartDrawing series={series} />
    </>
  );
}

/** The drawing of the chart, hidden from screen readers (the table says the same). */
function ChartDrawing({ series }: { series: Answer<'GET /api/admin/dashboard'>['series'] }) {
  const format = useFormat();
  const width = 900;
  const height = 220;
  const maxOrders = Math.max(1, ...series.map((point) => point.orders));
  const maxSales = Math.max(1, ...series.map((point) => Number(point.sales)));
  const step = width / Math.max(series.length, 1);
  const line = series
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${index * step + step / 2},${height - (Number(point.sales) / maxSales) * (height - 20)}`,
    )
    .join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height + 24}`} width="100%" aria-hidden="true">
      {series.map((point, index) => {
        const barHeight = (point.orders / maxOrders) * (height - 20);
        return (
          <g key={point.day}>
            <title>{`${point.day}: ${format.count(point.orders)} · ${format.money(point.sales)}`}</title>
            <rect
              x={index * step + 4}
              y={height - barHeight}
              width={step - 8}
              height={barHeight}
              fill={COLORS.brandTint}
              stroke={COLORS.brand}
              rx={3}
            />
            {index % 5 === 0 && (
              <text
                x={index * step + step / 2}
                y={height + 16}
                fontSize={11}
                textAnchor="middle"
                fill={COLORS.muted}
              >
                {point.day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
      <path d={line} fill="none" stroke={COLORS.brandStrong} strokeWidth={2} />
    </svg>
  );
}
