import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Grid,
  Input,
  List,
  Pagination,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import type { DeskQueryKey } from '../query-keys';
import { STATUS_COLORS } from './AuditQueue';
import { Money, useFormat } from './Money';
import { useUrlFilters } from './useUrlFilters';

type Statement = Answer<'GET /api/seller/statement'>;
type Line = Statement['list'][number];
type Period = { from?: string; to?: string };
const PAGE_SIZE = 20;
/** The figures of a line, in the order the table's columns and a card's rows show them. */
const FIGURES = [
  'statement.paid',
  'statement.refunded',
  'statement.tax',
  'statement.commission_rates',
  'statement.commission',
  'statement.amount',
  'statement.fee',
  'statement.arrival',
  'statement.balance_after',
] as const;

/** The CSV text as a file the browser saves (with the byte order mark spreadsheets need for UTF-8). */
function saveCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A shop's statement, as its seller centre and the console show it: a period (kept in the address), the balance
 * before and after it with its totals, and every movement explained, in a table on a wide screen and as stacked
 * cards on a phone; the same period exported as CSV. `read` and `exportCsv` are the desk's own calls.
 */
export function ShopStatement({
  title,
  queryKey,
  read,
  exportCsv,
}: {
  /** The heading; the statement's own by default. */
  title?: string;
  /** What names this statement (its endpoint, and shop): its periods and pages are keyed below it. */
  queryKey: DeskQueryKey;
  read: (input: Period & { page: number; limit: number }, signal?: AbortSignal) => Promise<Statement>;
  exportCsv: (period: Period) => Promise<string>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  // A table from antd's lg breakpoint (the desks' menu beside it), stacked cards below it.
  const wide = Grid.useBreakpoint().lg ?? true;
  const { filters, page, set } = useUrlFilters(['from', 'to'] as const);
  const period: Period = { from: filters.from, to: filters.to };
  const statement = useQuery({
    queryKey: [...queryKey, period, page],
    queryFn: ({ signal }) => read({ ...period, page, limit: PAGE_SIZE }, signal),
  });
  const data = statement.data;
  // A failure is shown by the client.
  const download = useMutation({
    mutationFn: () => exportCsv(period),
    onSuccess: (text) =>
      saveCsv(`statement-${data?.shop.id ?? ''}-${period.from ?? 'start'}-${period.to ?? 'now'}.csv`, text),
  });

  const rates = (line: Line) =>
    line.commission_rates
      .map((rate) => format.percentFromBasisPoints(Math.round(Number(rate) * 10_000)))
      .join(' · ');
  const kind = (line: Line) => (
    <Flex gap={4} wrap>
      <span>{t(`seller.ledger.${line.type}`)}</span>
      {line.type === 'withdraw' && line.withdrawal_status && (
        <Tag color={STATUS_COLORS[line.withdrawal_status]}>
          {t(`wallet.status.${line.withdrawal_status}`)}
        </Tag>
      )}
    </Flex>
  );
  const reference = (line: Line) =>
    line.ref_type === 'withdrawal' ? (
      t('statement.withdrawal_ref', { id: line.ref_id })
    ) : (
      <bdi>{line.reference}</bdi>
    );
  const money = (value: string | null) => (value === null ? '' : <Money value={value} />);
  /** Each figure of a line (FIGURES' order) and whether it has one: a card leaves out those it has not. */
  const figures = (line: Line): [(typeof FIGURES)[number], ReactNode, boolean][] => [
    ['statement.paid', money(line.paid), line.paid !== null],
    ['statement.refunded', money(line.refunded), line.refunded !== null],
    ['statement.tax', money(line.tax), line.tax !== null && line.tax !== '0.00'],
    ['statement.commission_rates', rates(line), line.commission_rates.length > 0],
    ['statement.commission', money(line.commission), line.commission !== null],
    ['statement.amount', <strong key="amount">{money(line.amount)}</strong>, true],
    ['statement.fee', money(line.fee), line.fee !== null],
    ['statement.arrival', money(line.arrival), line.arrival !== null],
    ['statement.balance_after', money(line.balance_after), true],
  ];

  const totals = data?.totals;
  return (
    <section aria-labelledby="statement-title" data-testid="statement">
      <Flex justify="space-between" align="end" gap={12} wrap style={{ marginBottom: 16 }}>
        <h2 id="statement-title" className="seller-section-title" style={{ margin: 0 }}>
          <bdi>{title ?? t('statement.title')}</bdi>
        </h2>
        <Flex gap={8} align="end" wrap>
          <label>
            <Typography.Text type="secondary">{t('console.from')}</Typography.Text>
            <Input
              type="date"
              value={period.from ?? ''}
              max={period.to}
              onChange={(event) => set({ from: event.target.value })}
              data-testid="statement-from"
            />
          </label>
          <label>
            <Typography.Text type="secondary">{t('console.to')}</Typography.Text>
            <Input
              type="date"
              value={period.to ?? ''}
              min={period.from}
              onChange={(event) => set({ to: event.target.value })}
              data-testid="statement-to"
            />
          </label>
          <Button
            onClick={() => download.mutate()}
            loading={download.isPending}
            data-testid="statement-export"
          >
            {t('statement.export')}
          </Button>
        </Flex>
      </Flex>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        title={t('statement.totals')}
        style={{ marginBottom: 16 }}
        data-testid="statement-totals"
        items={(
          [
            ['statement.opening', data?.opening_balance],
            ['statement.paid', totals?.paid],
            ['statement.refunded', totals?.refunded],
            ['statement.tax', totals?.tax],
            ['statement.commission', totals?.commission],
            ['statement.net', totals?.net],
            ['statement.withdrawn', totals?.withdrawn],
            ['statement.returned', totals?.returned],
            ['statement.fees', totals?.fees],
            ['statement.adjusted', totals?.adjusted],
            ['statement.closing', data?.closing_balance],
          ] as const
        ).map(([label, value]) => ({ key: label, label: t(label), children: <Money value={value} /> }))}
      />
      {wide ? (
        // Its cells wrap (no sideways scroll): every figure of a line stays in sight beside its date.
        <Table<Line>
          rowKey="id"
          size="small"
          loading={statement.isPending}
          dataSource={data?.list ?? []}
          locale={{ emptyText: t('statement.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            onChange: (next) => set({ page: next }),
            showSizeChanger: false,
          }}
          columns={[
            {
              key: 'date',
              title: t('statement.date'),
              render: (_, line) => format.dateTime(line.created_at),
            },
            { key: 'kind', title: t('statement.kind'), render: (_, line) => kind(line) },
            { key: 'reference', title: t('statement.reference'), render: (_, line) => reference(line) },
            ...FIGURES.map((label, index) => ({
              key: label,
              title: t(label),
              align: 'end' as const,
              render: (_: unknown, line: Line) => figures(line)[index]?.[1],
            })),
          ]}
        />
      ) : (
        <>
          <List<Line>
            loading={statement.isPending}
            dataSource={data?.list ?? []}
            locale={{ emptyText: <Empty description={t('statement.empty')} /> }}
            renderItem={(line) => (
              <List.Item style={{ display: 'block', border: 'none', padding: '0 0 12px' }}>
                <Card size="small" title={kind(line)} extra={format.dateTime(line.created_at)}>
                  <Descriptions
                    size="small"
                    column={1}
                    items={[
                      { key: 'reference', label: t('statement.reference'), children: reference(line) },
                      ...figures(line)
                        .filter(([, , present]) => present)
                        .map(([label, shown]) => ({ key: label, label: t(label), children: shown })),
                    ]}
                  />
                </Card>
              </List.Item>
            )}
          />
          {(data?.total ?? 0) > PAGE_SIZE && (
            <Pagination
              simple
              current={page}
              pageSize={PAGE_SIZE}
              total={data?.total ?? 0}
              onChange={(next) => set({ page: next })}
            />
          )}
        </>
      )}
    </section>
  );
}
