import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { isRefundReason } from '@storefront/shared';
import type { Answer } from '@storefront/shared/client';
import { Money } from '../../components/Money';
import { isolate } from '../../lib/bidi';
import { useFormat } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useEscalateRefund } from './api';
import { Dialog } from '../../lib/antd-imperative';

type Refund = NonNullable<Answer<'GET /api/order/detail'>['refund']>;

/**
 * An order's refund: what was asked, who decides it now, the shop's reason when it declined, and the way to
 * ask the platform to decide while that is still possible.
 */
export function RefundSummary({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const format = useFormat();
  const escalate = useEscalateRefund();
  const askPlatform = async () => {
    const confirmed = await Dialog.confirm({
      content: t('refund.escalate_confirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await escalate.mutateAsync(refund.id);
      toast.success(t('msg.escalated'));
    } catch {
      // The request layer has shown why.
    }
  };
  return (
    <section className="card-section" data-testid="refund">
      <h3>{t('refund.title')}</h3>
      <p>
        {t(`refund.type.${refund.type}`)} · <Money value={refund.amount} /> ·{' '}
        {t(`wallet.status.${refund.status}`)}
      </p>
      {refund.status === 'auditing' && (
        <p className="muted" data-testid="refund-stage">
          {t(`refund.stage_${refund.stage}`)}
        </p>
      )}
      <p className="muted" data-testid="refund-reason">
        {/* Reasons stored before the keys are the shopper's own words, shown as they are. */}
        {isRefundReason(refund.reason) ? t(`refund.reasons.${refund.reason}`) : refund.reason}
      </p>
      {refund.shop_remark && refund.shop_decided_at && refund.status !== 'passed' && (
        <p className="muted" data-testid="refund-shop-remark">
          {t('refund.shop_refused', { remark: refund.shop_remark })}
        </p>
      )}
      {refund.remark && <p className="muted">{t('wallet.remark', { remark: refund.remark })}</p>}
      {refund.escalate_until && (
        <>
          <p className="muted">
            {t('refund.escalate_until', { time: isolate(format.dateTime(refund.escalate_until)) })}
          </p>
          <Button
            color="primary"
            fill="outline"
            size="small"
            loading={escalate.isPending}
            onClick={() => void askPlatform()}
          >
            {t('refund.escalate')}
          </Button>
        </>
      )}
    </section>
  );
}
