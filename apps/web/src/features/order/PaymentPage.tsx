import { useMemo, useState } from 'react';
import { Button, ErrorBlock, Input, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCents, isPayCode, PAY_CODE_MAX_LENGTH, parseCents } from '@storefront/shared';
import { PageLoading } from '../../components/PageLoading';
import { Money } from '../../components/Money';
import { Price } from '../../components/Price';
import { TopBar } from '../../components/TopBar';
import { useUserInfo } from '../../lib/account';
import { RequestError } from '../../lib/request';
import { toast } from '../../lib/toast';
import { useOrders } from '../../api/orders';
import { usePayOrders } from './api';
import './PaymentPage.css';
import { Dialog } from '../../lib/antd-imperative';

/** The orders the address names: `order_ids=1,2` (a checkout of several shops) or `order_id=1`. */
function orderIdsOf(search: URLSearchParams): number[] {
  const named = (search.get('order_ids') ?? search.get('order_id') ?? '').split(',').map(Number);
  return [...new Set(named.filter((id) => Number.isInteger(id) && id > 0))];
}

/** Pay an order, or the orders of one checkout together, from the balance with the payment code. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderIds = useMemo(() => orderIdsOf(search), [search]);
  const orders = useOrders(orderIds);
  const { userInfo, fresh, failed } = useUserInfo();
  const [code, setCode] = useState('');
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const paying = usePayOrders(orderIds, idempotencyKey);
  const here = `/payment?${orderIds.length > 1 ? 'order_ids' : 'order_id'}=${orderIds.join(',')}`;

  if (orders.some((order) => order.isPending) || (!fresh && !failed)) return <PageLoading />;
  const found = orders.flatMap((order) => (order.data ? [order.data] : []));
  const [first] = found;
  if (!first || found.length < orderIds.length || !userInfo) {
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
  const totalCents = found.reduce((sum, order) => sum + (parseCents(order.total) ?? 0), 0);
  const total = formatCents(totalCents);
  const enough = (parseCents(userInfo.balance) ?? 0) >= totalCents;
  const unpayable = found.find((order) => order.status !== 'unpaid');

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
      navigate('/changePayPwd', { state: { from: here } });
      return;
    }
    if (!enough) return offerTopUp();
    if (!isPayCode(code)) return toast.fail(t('validation.pay_password'));
    try {
      await paying.mutateAsync(code);
      toast.success(t('msg.pay_success'));
      navigate(found.length === 1 ? `/orderInfo/${first.id}` : '/myPurchases/all', { replace: true });
    } catch (error) {
      setCode('');
      if (error instanceof RequestError && error.key === 'msg.insufficient_balance') return offerTopUp();
      toast.fail(`${t('payment.fail')}: ${(error as Error).message}`);
    }
  };

  return (
    <div className="page payment-page">
      <TopBar />
      <section className="payment-amount">
        <span>{t('payment.amount')}</span>
        <Price value={total} />
        <span className="muted">
          {found.length === 1
            ? t('order.number', { no: first.order_no })
            : t('payment.orders_count', { count: found.length })}
        </span>
      </section>
      <List className="menu-list">
        <List.Item
          extra={<Money value={userInfo.balance} />}
          description={enough ? undefined : t('msg.insufficient_balance')}
        >
          {t('payment.balance')}
        </List.Item>
      </List>
      {unpayable ? (
        <ErrorBlock status="default" title={t(`order.status.${unpayable.status}`)} description="" />
      ) : (
        <>
          {userInfo.has_pay_password && (
            <List className="menu-list">
              <List.Item>
                <Input
                  type="password"
                  inputMode="numeric"
                  maxLength={PAY_CODE_MAX_LENGTH}
                  placeholder={t('payment.code_placeholder')}
                  value={code}
                  onChange={setCode}
                  aria-label={t('field.pay_password')}
                />
              </List.Item>
            </List>
          )}
          <div className="form-actions">
            <Button
              block
              size="large"
              color="primary"
              loading={paying.isPending}
              onClick={pay}
              data-testid="pay"
            >
              {enough ? t('payment.pay', { amount: total }) : t('profile.top_up')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
