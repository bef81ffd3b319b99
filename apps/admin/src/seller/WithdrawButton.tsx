import { useState } from 'react';
import { App, Button, Form, Input, Modal, Segmented, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../components/MoneyInput';
import { call } from './api';

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
 * the shop's address; operators then pass or refuse it. A retried submit carries the same key.
 */
export function WithdrawButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<'bank' | 'blockchain'>('bank');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [form] = Form.useForm<Values>();

  const sendCode = async () => {
    try {
      await call('POST /api/seller/extract_code');
      void message.success(t('msg.code_sent'));
    } catch {
      // The client has shown why.
    }
  };
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await call('POST /api/seller/extract', { type, ...values }, { headers: { 'Idempotency-Key': key } });
      void message.success(t('msg.draw_success'));
      setOpen(false);
      form.resetFields();
      setKey(crypto.randomUUID());
      await client.invalidateQueries({ queryKey: ['GET /api/seller/balance'] });
      await client.invalidateQueries({ queryKey: ['GET /api/seller/bill'] });
    } catch {
      // The client has shown why.
    }
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
          <Form.Item name="amount" label={t('field.amount')} rules={required}>
            <MoneyInput style={{ width: '100%' }} />
          </Form.Item>
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
              <Button onClick={() => void sendCode()}>{t('common.send_code')}</Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
