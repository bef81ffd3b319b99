import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Modal, Segmented, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCents, parseCents, withdrawPreview } from '@storefront/shared';
import { Money } from '../components/Money';
import { MoneyInput } from '../components/MoneyInput';
import { useDeskMutation } from '../components/useDeskMutation';
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
  const [form] = Form.useForm<Values>();
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
    mutationFn: (values: Values) =>
      call('POST /api/seller/extract', { type, ...values }, { headers: { 'Idempotency-Key': key } }),
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
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (overBalance) {
      void message.error(t('msg.amount_above_balance'));
      return;
    }
    const { amountCents, fee, actual } = withdrawPreview(String(values.amount), feeRateBp);
    modal.confirm({
      title: t('statement.confirm_title'),
      content: t('wallet.confirm_withdraw', { amount: formatCents(amountCents), fee, actual }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => withdrawal.mutate(values),
    });
  };
  const required = [{ required: true, message: '' }];
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
            name="amount"
            label={t('field.amount')}
            rules={required}
            validateStatus={overBalance ? 'error' : undefined}
            help={
              overBalance ? (
                <span role="alert" data-testid="seller-withdraw-over">
                  {t('msg.amount_above_balance')}
                </span>
              ) : info.data ? (
                t('wallet.limits', { min: info.data.min_amount, max: info.data.max_amount })
              ) : undefined
            }
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
              <Form.Item name="bank_name" label={t('field.bank_name')} rules={required}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="card_no" label={t('field.card_no')} rules={required}>
                <Input maxLength={40} />
              </Form.Item>
              <Form.Item name="holder" label={t('field.holder')} rules={required}>
                <Input maxLength={60} />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="network" label={t('field.network')} rules={required}>
                <Input maxLength={40} placeholder="USDT-TRC20" />
              </Form.Item>
              <Form.Item name="address" label={t('field.wallet_address')} rules={required}>
                <Input maxLength={120} />
              </Form.Item>
            </>
          )}
          <Form.Item label={t('field.email_code')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="email_code" noStyle rules={required}>
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
