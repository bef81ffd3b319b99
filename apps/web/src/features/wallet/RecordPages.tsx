import { type ReactNode, useState } from 'react';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS } from '@storefront/shared';
import { PullList } from '../../components/PullList';
import { Money } from '../../components/Money';
import { TopBar } from '../../components/TopBar';
import { type AuditStatus, type BillType, fetchBill, fetchRecharges, fetchWithdrawals } from './api';
import { useFormat } from '../../lib/format';
import { ChoiceChips } from '../../components/ChoiceChips';
import { queryKeys } from '@storefront/shared/client';
import './wallet.css';

const STATUS_COLOR: Record<AuditStatus, 'warning' | 'success' | 'danger'> = {
  auditing: 'warning',
  passed: 'success',
  refused: 'danger',
};

function StatusTag({ status }: { status: AuditStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="record-status">
      {t(`wallet.status.${status}`)}
    </Tag>
  );
}

/**
 * A top-up or a withdrawal as the shopper's records list it: what it was, how its audit stands, its figures, the
 * operator's remark and when it was asked.
 */
function AuditedRecord({
  title,
  status,
  figures,
  remark,
  createdAt,
}: {
  title: string;
  status: AuditStatus;
  figures: ReactNode;
  remark: string | null;
  createdAt: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="record-card" data-testid="record">
      <header>
        <strong>{title}</strong>
        <StatusTag status={status} />
      </header>
      <div className="record-figures">{figures}</div>
      {remark && <p className="muted">{t('wallet.remark', { remark })}</p>}
      <time className="muted" dateTime={createdAt}>
        {format.dateTime(createdAt)}
      </time>
    </article>
  );
}

/** /topUpRecord */
export function TopUpRecordPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <TopBar />
      <PullList
        queryKey={queryKeys.pages('GET /api/user/recharge_log')}
        fetchPage={fetchRecharges}
        changedElsewhere
      >
        {(rows) => (
          <div className="record-list">
            {rows.map((row) => (
              <AuditedRecord
                key={row.id}
                title={`${t(`wallet.method.${row.method}`)} ${row.network ?? ''}`}
                status={row.status}
                figures={
                  <>
                    <Money value={row.amount} />
                    {row.actual_amount && (
                      <span className="muted">
                        {t('wallet.actual')} <Money value={row.actual_amount} />
                      </span>
                    )}
                  </>
                }
                remark={row.remark}
                createdAt={row.created_at}
              />
            ))}
          </div>
        )}
      </PullList>
    </div>
  );
}

/** /depositRecord: withdrawals with their audit results. */
export function WithdrawRecordPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <TopBar />
      <PullList
        queryKey={queryKeys.pages('GET /api/user/extract_log')}
        fetchPage={fetchWithdrawals}
        changedElsewhere
      >
        {(rows) => (
          <div className="record-list">
            {rows.map((row) => (
              <AuditedRecord
                key={row.id}
                title={`${t(`wallet.withdraw_type.${row.type}`)} ${row.network ?? row.bank_name ?? ''}`}
                status={row.status}
                figures={
                  <>
                    <Money value={row.amount} />
                    <span className="muted">
                      {t('wallet.fee')} <Money value={row.fee} /> · {t('wallet.actual')}{' '}
                      <Money value={row.actual_amount} />
                    </span>
                  </>
                }
                remark={row.remark}
                createdAt={row.created_at}
              />
            ))}
          </div>
        )}
      </PullList>
    </div>
  );
}

/**
 * What a movement of the balance is about, in the shopper's language: the orders it paid or refunded, or an
 * operator's note on an adjustment. A top-up's or withdrawal's stored memo is the server's own shorthand
 * ("card 78.40"): its type and amount already say it.
 */
function useBillDetail() {
  const { t } = useTranslation();
  return (row: { type: string; ref_type: string | null; memo: string }) => {
    if (!row.memo) return '';
    if (row.ref_type === 'order') return `${t('order.order_no')} ${row.memo}`;
    return row.type === 'adjust' ? row.memo : '';
  };
}

/** /capitalRecord: every movement of the balance, filterable by type. */
export function FundRecordPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [type, setType] = useState<BillType | ''>('');
  const detailOf = useBillDetail();
  return (
    <div className="page">
      <TopBar />
      {/* Chips as wide as their words, wrapping: "Withdrawal returned" or "Корректировка" stay whole. */}
      <ChoiceChips
        aria-label={t('bill.type_filter')}
        className="network-selector"
        options={[
          { label: t('bill.all'), value: '' },
          ...LEDGER_KINDS.map((kind) => ({ label: t(`bill.type.${kind}`), value: kind })),
        ]}
        value={[type]}
        onChange={(values) => setType(values[0] ?? '')}
      />
      <PullList
        key={type}
        queryKey={queryKeys.pages('GET /api/user/bill', { type: type || undefined })}
        fetchPage={(page) => fetchBill(page, type || undefined)}
        changedElsewhere
      >
        {(rows) => (
          <div className="record-list">
            {rows.map((row) => (
              <article key={row.id} className="record-card" data-testid="bill-row">
                <header>
                  <strong>{t(`bill.type.${row.type}`)}</strong>
                  <span className={row.amount.startsWith('-') ? 'amount-out' : 'amount-in'}>
                    <Money value={row.amount} sign />
                  </span>
                </header>
                <div className="record-figures muted">
                  <span>{t('bill.balance_after', { amount: row.balance_after })}</span>
                  <span>{detailOf(row)}</span>
                </div>
                <time className="muted" dateTime={row.created_at}>
                  {format.dateTime(row.created_at)}
                </time>
              </article>
            ))}
          </div>
        )}
      </PullList>
    </div>
  );
}
