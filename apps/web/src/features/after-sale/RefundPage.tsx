import { useMemo, useState } from 'react';
import { Form, Input, TextArea } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  formatCents,
  GOODS_STATUSES,
  REFUND_REASONS,
  REFUND_TYPES,
  refundApplySchema,
} from '@storefront/shared';
import { PictureUpload } from '../../components/PictureUpload';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useApplyRefund } from './api';
import { ChoiceChips } from '../../components/ChoiceChips';

/** /refund/:id/:sn/:product_ids/:amount — refund without return or with return, with proof pictures. */
export default function RefundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const applyRefund = useApplyRefund();
  const { id, sn, amount } = useParams();
  const [type, setType] = useState<(typeof REFUND_TYPES)[number]>('refund_only');
  const [goods, setGoods] = useState<(typeof GOODS_STATUSES)[number]>('not_received');
  const [reason, setReason] = useState<string>('');
  const [images, setImages] = useState<string[]>([]);
  const maximum = useMemo(() => amount ?? '', [amount]);
  const { submit, busy } = useFormSubmit(refundApplySchema, async (data) => {
    await applyRefund.mutateAsync({ ...data, amount: formatCents(data.amount) });
    toast.success(t('msg.application_success'));
    navigate(`/orderInfo/${id}`, { replace: true });
  });

  return (
    <div className="page">
      <TopBar />
      {sn && <p className="page-intro">{t('order.number', { no: sn })}</p>}
      <Form
        layout="vertical"
        initialValues={{ amount: maximum }}
        onFinish={(values: { amount?: string; explanation?: string }) =>
          submit({
            order_id: id,
            type,
            goods_status: goods,
            // The key, never the chip's text: the shop and the operators read it in their own language.
            reason,
            explanation: values.explanation,
            amount: values.amount,
            images,
          })
        }
        footer={<SubmitButton busy={busy}>{t('wallet.submit')}</SubmitButton>}
      >
        <Form.Item label={t('field.refund_type')}>
          <ChoiceChips
            aria-label={t('field.refund_type')}
            columns={2}
            options={REFUND_TYPES.map((value) => ({ label: t(`refund.type.${value}`), value }))}
            value={[type]}
            onChange={(values) => values[0] && setType(values[0])}
          />
        </Form.Item>
        <Form.Item label={t('field.goods_status')}>
          <ChoiceChips
            aria-label={t('field.goods_status')}
            columns={2}
            options={GOODS_STATUSES.map((value) => ({ label: t(`refund.goods.${value}`), value }))}
            value={[goods]}
            onChange={(values) => values[0] && setGoods(values[0])}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('field.amount')}
          description={maximum ? t('refund.at_most', { amount: maximum }) : undefined}
        >
          <Input inputMode="decimal" aria-label={t('field.amount')} />
        </Form.Item>
        <Form.Item label={t('field.reason')}>
          <ChoiceChips
            aria-label={t('field.reason')}
            columns={2}
            options={REFUND_REASONS.map((value) => ({ label: t(`refund.reasons.${value}`), value }))}
            value={reason ? [reason] : []}
            onChange={(values) => setReason(values[0] ?? '')}
          />
        </Form.Item>
        <Form.Item name="explanation" label={t('field.explanation')}>
          <TextArea placeholder={t('refund.explanation_hint')} maxLength={500} showCount rows={3} />
        </Form.Item>
        <Form.Item label={t('field.proof')}>
          <PictureUpload value={images} onChange={setImages} max={6} />
        </Form.Item>
      </Form>
    </div>
  );
}
