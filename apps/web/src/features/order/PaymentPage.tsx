import { useMemo, useState } from 'react';
import { Button, Dialog, ErrorBlock, Input, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseCents } from '@storefront/shared';
import { PageLoading } from '../../components/PageLoading';
import { Money } from '../../components/Money';
import { Price } from '../../components/Price';
import { TopBar } from '../../components/TopBar';
import { useUserInfo } from '../../lib/account';
import { RequestError } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useOrder, usePayOrder } from './api';

/** Pay an order from the balance with the payment code. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = Number(useSearchParams()[0].get('order_id'));
  const order = useOrder(orderId);
  const { userInfo, fresh, failed } = useUserInfo();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const paying = usePayOrder(orderId, idempotencyKey);

  // Without an order in the address there is nothing to load: the query never runs, and stays pending.
  if ((orderId > 0 && order.isPending) || (!fresh && !failed)) return <PageLoading />;
  if (!order.data || !userInfo) {
    return (
      <div className="page">
        <TopBar />
        <ErrorBlock status="empty" title={t('msg.order_not_found')} description="">
          <Button color="primary" onClick={() => navigate('/myPurchases/all', { replace: true })}>
            {t('profile.all_orders')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  const total = order.data.total;
  const enough = (parseCents(userInfo.balance) ?? 0) >= (parseCents(total) ?? 0);
  const payable = order.data.status === 'unpaid';

  const offerTopUp = async () => {
    const go = await Dialog.confirm({
      content: t('msg.insufficient_balance'),
      confirmText: t('profile.top_up'),
      cancelText: t('common.cancel'),
    });
    if (go) navigate('/topUp');
  };

  const pay = async () => {
    if (!userInfo.has_pay_password) {
      await Dialog.alert({ content: t('msg.pay_password_not_set'), confirmText: t('common.confirm') });
      navigate('/changePayPwd', { state: { from: `/payment?order_id=${orderId}` } });
      return;
    }
    if (!enough) return offerTopUp();
    if (!/^\d{6,}$/.test(code)) return toast.fail(t('validation.pay_password'));
    setBusy(true);
    try {
      await paying.mutateAsync(code);
      toast.success(t('msg.pay_success'));
      navigate(`/orderInfo/${orderId}`, { replace: true });
    } catch (error) {
      setCode('');
      if (error instanceof RequestError && error.key === 'msg.insufficient_balance') return offerTopUp();
      toast.fail(`${t('payment.fail')}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page payment-page">
      <TopBar />
      <section className="payment-amount">
        <span>{t('payment.amount')}</span>
        <Price value={total} />
        <span className="muted">{t('order.number', { no: order.data.order_no })}</span>
      </section>
      <List className="menu-list">
        <List.Item
          extra={<Money value={userInfo.balance} />}
          description={enough ? undefined : t('msg.insufficient_balance')}
        >
          {t('payment.balance')}
        </List.Item>
      </List>
      {!payable ? (
        <ErrorBlock status="default" title={t(`order.status.${order.data.status}`)} description="" />
      ) : (
        <>
          {userInfo.has_pay_password && (
            <List className="menu-list">
              <List.Item>
                <Input
                  type="password"
                  inputMode="numeric"
                  maxLength={32}
                  placeholder={t('payment.code_placeholder')}
                  value={code}
                  onChange={setCode}
                  aria-label={t('field.pay_password')}
                />
              </List.Item>
            </List>
          )}
          <div className="form-actions">
            <Button block size="large" color="primary" loading={busy} onClick={pay} data-testid="pay">
              {enough ? t('payment.pay', { amount: total }) : t('profile.top_up')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
