import { Alert, Button, Card, Col, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import { consoleQuery } from '../api';
import { DeskTable } from '../components/DeskTable';
import { Money, useFormat } from '../components/Money';

type Difference = Answer<'GET /api/admin/ledger/reconcile'>['differences'][number];

/**
 * The books checked, as `npm run reconcile` checks them: whether they agree, what the platform's accounts hold,
 * and each difference with the rule it breaks. Read on demand: the check reads every posting.
 */
export default function LedgerPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const books = useQuery({ ...consoleQuery('GET /api/admin/ledger/reconcile'), staleTime: Infinity });
  const data = books.data;
  return (
    <>
      <Card
        title={t('console.ledger.title')}
        extra={
          <Button onClick={() => void books.refetch()} loading={books.isFetching}>
            {t('console.ledger.check_again')}
          </Button>
        }
      >
        {data && (
          <Alert
            type={data.ok ? 'success' : 'error'}
            showIcon
            data-testid="ledger-verdict"
            message={
              data.ok
                ? t('console.ledger.agree')
                : t('console.ledger.differ', { count: data.differences.length })
            }
            description={t('console.ledger.checked', {
              journals: format.count(data.journals),
              postings: format.count(data.postings),
              time: format.dateTime(data.checked_at),
            })}
          />
        )}
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {(data?.platform ?? []).map((account) => (
            <Col key={account.account} xs={12} lg={8} xl={4}>
              <Statistic
                title={t(`console.ledger.account.${account.account}`)}
                value={account.balance}
                formatter={(value) => <Money value={String(value)} />}
                data-testid={`ledger-account-${account.account}`}
              />
            </Col>
          ))}
        </Row>
      </Card>
      {data && !data.ok && (
        <Card title={t('console.ledger.differences')} style={{ marginTop: 16 }}>
          <DeskTable<Difference>
            rowKey={(row) => `${row.check} ${row.subject}`}
            dataSource={data.differences}
            pagination={false}
            columns={[
              {
                title: t('console.ledger.rule'),
                dataIndex: 'check',
                render: (check: string) => t(`console.ledger.check.${check}`),
              },
              { title: t('console.ledger.subject'), dataIndex: 'subject' },
              {
                title: t('console.ledger.expected'),
                dataIndex: 'expected',
                align: 'end',
                render: (value: string) => <Money value={value} />,
              },
              {
                title: t('console.ledger.postings'),
                dataIndex: 'actual',
                align: 'end',
                render: (value: string) => <Money value={value} />,
              },
            ]}
          />
        </Card>
      )}
    </>
  );
}
