import { Badge, Card, Col, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SalesFigures } from '../components/SalesFigures';
import { sellerQuery } from './api';

/** What waits for the shop, and the seller centre page where it is done. */
const WAITING = [
  { key: 'ship', label: 'console.dashboard.queue.to_ship', to: '/orders' },
  { key: 'refunds', label: 'console.dashboard.queue.refunds', to: '/refunds?status=auditing' },
  { key: 'consults', label: 'console.dashboard.queue.consultations', to: '/consults' },
  { key: 'reviews', label: 'seller.unanswered_reviews', to: '/reviews?unanswered=true' },
] as const;

/** The seller centre's home: the shop's sales today and this month, and what waits for its members. */
export default function SellerDashboardPage() {
  const { t } = useTranslation();
  const board = useQuery({ ...sellerQuery('GET /api/seller/dashboard'), refetchInterval: 30_000 });
  const data = board.data;
  return (
    <>
      <SalesFigures today={data?.today} month={data?.month} />
      <Card title={t('console.dashboard.pending')} style={{ marginTop: 16 }}>
        <Row gutter={[16, 16]}>
          {WAITING.map((item) => (
            <Col key={item.key} xs={12} md={6}>
              <Link to={item.to} data-testid={`waiting-${item.key}`}>
                <Badge count={data?.waiting[item.key] ?? 0} showZero overflowCount={999}>
                  <Typography.Text style={{ paddingInlineEnd: 16 }}>{t(item.label)}</Typography.Text>
                </Badge>
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
    </>
  );
}
