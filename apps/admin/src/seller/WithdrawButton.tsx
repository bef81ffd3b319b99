import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Modal, Segmented, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCents, parseCents, withdrawPreview, withdrawSchema } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import { Money } from '../components/Money';
import { MoneyInput } from '../components/MoneyInput';
import { useDeskMutation } from '../components/useDeskMutation';
import { useSchemaForm } from '../components/useSchemaForm';
import { call, sellerQuery } from './api';
import { queryKeys } from '../query-keys';

type Values = {
  amount: string;
  email_code: string;
  bank_name?: string;
  card_no?: string;
  holder?: string;
  network?: string;
  address?: string;
};

/**
 * The owner withdraws the shop's settled money: to a bank card or a blockchain address, with a code mailed to
 * the shop's address; operators then pass or refuse it. As the amount is typed the dialog shows what is
 * available, the fee and what arrives (the shopper app's preview, the server's fee rule), refuses an amount above
 * the available money before any code is asked for, and asks to confirm before withdrawing. A retried submit
 * carries the same key.
 */
export function WithdrawButton() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<'bank' | 'blockchain'>('bank');
  const [key, setKey] = useState(() => crypto.randomUUID());
  // The form holds the fields of the chosen type only: the others are not sent.
  const { form, item, validate } = useSchemaForm(withdrawSchema, (values: Partial<Values>) => ({
    type,
    ...values,
  }));
  const info = useQuery({ ...sellerQuery('GET /api/seller/extract'), enabled: open });
  const amountText = Form.useWatch('amount', form) ?? '';
  const feeRateBp = info.data?.fee_rate_bp ?? 0;
  const preview = withdrawPreview(String(amountText), feeRateBp);
  const overBalance = preview.amountCents > (parseCents(info.data?.balance ?? '0') ?? 0);

  const codeRequest = useDeskMutation({
    mutationFn: () => call('POST /api/seller/extract_code'),
    success: 'msg.code_sent',
  });
  const sendCode = () => {
    if (overBalance) {
      void message.error(t('msg.amount_above_balance'));
      return;
    }
    codeRequest.mutate();
  };
  const withdrawal = useDeskMutation({
    mutationFn: (input: InputOf<'POST /api/seller/extract'>) =>
      call('POST /api/seller/extract', input, { headers: { 'Idempotency-Key': key } }),
    success: 'msg.draw_success',
    onSuccess: () => {
      setOpen(false);
      form.resetFields();
      setKey(crypto.randomUUID());
    },
    invalidates: [
      queryKeys.all('GET /api/seller/balance'),
      queryKeys.all('GET /api/seller/extract'),
      queryKeys.all('GET /api/seller/statement'),
    ],
  });
  const submit = async () => {
    const request = await validate();
    if (!request) return;
    if (overBalance) {
      void message.error(t('msg.amount_above_balance'));
      return;
    }
    const { amountCents, fee, actual } = withdrawPreview(String(request.amount), feeRateBp);
    modal.confirm({
      title: t('statement.confirm_title'),
      content: t('wallet.confirm_withdraw', { amount: formatCents(amountCents), fee, actual }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => withdrawal.mutate(request),
    });
  };
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} data-testid="seller-withdraw">
        {t('profile.withdraw')}
      </Button>
      <Modal
        open={open}
        title={t('profile.withdraw')}
        onOk={() => void submit()}
        confirmLoading={withdrawal.isPending}
        onCancel={() => setOpen(false)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <Form form={form} layout="vertical">
          <Form.Item label={t('wallet.withdraw_type_label')}>
            <Segmented
              value={type}
              onChange={(value) => setType(value as 'bank' | 'blockchain')}
              options={[
                { value: 'bank', label: t('wallet.withdraw_type.bank') },
                { value: 'blockchain', label: t('wallet.withdraw_type.blockchain') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('statement.available')}>
            <Space data-testid="seller-withdraw-available">
              <Money value={info.data?.balance} />
              <Button
                size="small"
                type="link"
                onClick={() => form.setFieldsValue({ amount: info.data?.balance ?? '' })}
              >
                {t('wallet.all')}
              </Button>
            </Space>
          </Form.Item>
          <Form.Item
            {...item('amount')}
            label={t('field.amount')}
            validateStatus={overBalance ? 'error' : undefined}
            help={
              overBalance ? (
                <span role="alert" data-testid="seller-withdraw-over">
                  {t('msg.amount_above_balance')}
                </span>
              ) : undefined
            }
            // The limits go below the field's message, which a `help` would replace.
            extra={info.data && t('wallet.limits', { min: info.data.min_amount, max: info.data.max_amount })}
          >
            <MoneyInput style={{ width: '100%' }} />
          </Form.Item>
          {preview.amountCents > 0 && (
            <Descriptions
              size="small"
              bordered
              column={1}
              style={{ marginBottom: 16 }}
              data-testid="seller-withdraw-preview"
              items={[
                { key: 'fee', label: t('wallet.fee'), children: <Money value={preview.fee} /> },
                { key: 'actual', label: t('wallet.actual'), children: <Money value={preview.actual} /> },
              ]}
            />
          )}
          {type === 'bank' ? (
            <>
              <Form.Item {...item('bank_name')} label={t('field.bank_name')} required>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item {...item('card_no')} label={t('field.card_no')} required>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item {...item('holder')} label={t('field.holder')} required>
                <Input maxLength={60} />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item {...item('network')} label={t('field.network')} required>
                <Input maxLength={40} placeholder="USDT-TRC20" />
              </Form.Item>
              <Form.Item {...item('address')} label={t('field.wallet_address')} required>
                <Input maxLength={120} />
              </Form.Item>
            </>
          )}
          <Form.Item label={t('field.email_code')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item {...item('email_code')} noStyle>
                <Input maxLength={12} aria-label={t('field.email_code')} />
              </Form.Item>
              <Button onClick={sendCode} loading={codeRequest.isPending}>
                {t('common.send_code')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
