import { type ReactNode, useMemo, useState } from 'react';
import { Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCents, rechargeSchema } from '@storefront/shared';
import { PictureUpload } from '../../components/PictureUpload';
import { SubmitButton } from '../../components/SubmitButton';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useRequestRecharge } from './api';

/** The form every top-up method shares: amount and payment evidence, plus what the method adds. */
export function TopUpForm({
  method,
  network,
  children,
}: {
  method: 'manual' | 'blockchain' | 'card';
  network?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [images, setImages] = useState<string[]>([]);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const recharge = useRequestRecharge(idempotencyKey);
  const { submit, busy } = useFormSubmit(rechargeSchema, async (data) => {
    await recharge.mutateAsync({ ...data, amount: formatCents(data.amount) });
    toast.success(t('msg.application_success'));
    navigate('/topUpRecord', { replace: true });
  });
  return (
    <Form
      layout="vertical"
      onFinish={(values: { amount?: string }) =>
        submit({ method, network, amount: values.amount, image: images[0] })
      }
      footer={<SubmitButton busy={busy}>{t('wallet.submit')}</SubmitButton>}
    >
      {children}
      <Form.Item name="amount" label={t('field.amount')}>
        <Input
          inputMode="decimal"
          placeholder={t('wallet.amount_placeholder')}
          aria-label={t('field.amount')}
        />
      </Form.Item>
      <Form.Item label={t('field.image')}>
        <PictureUpload value={images} onChange={setImages} />
      </Form.Item>
    </Form>
  );
}
