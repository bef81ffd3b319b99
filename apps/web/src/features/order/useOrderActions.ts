import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type ShopperAction, shopperActions } from '@storefront/shared';
import { toast } from '../../lib/toast';
import type { Order } from '../../lib/types';
import { useCancelOrder, useConfirmOrder } from './api';
import { Dialog } from '../../lib/antd-imperative';

/** The buttons an order shows come from the shared status table; this runs them. */
export function useOrderActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancelOrder = useCancelOrder();
  const confirmOrder = useConfirmOrder();

  const run = async (action: ShopperAction, order: Order) => {
    switch (action) {
      case 'pay':
        return navigate(`/payment?order_id=${order.id}`);
      case 'cancel':
        if (!(await confirm(t('order.cancel_confirm')))) return;
        await cancelOrder.mutateAsync(order.id);
        return toast.success(t('msg.cancel_success'));
      case 'confirm':
        if (!(await confirm(t('order.confirm_confirm')))) return;
        await confirmOrder.mutateAsync(order.id);
        return toast.success(t('msg.confirm_success'));
      case 'refund':
        return navigate(
          `/refund/${order.id}/${order.order_no}/${order.items.map((item) => item.product_id).join(',')}/${order.total}`,
        );
      case 'review':
        return navigate(`/comment?order_id=${order.id}`);
    }
  };

  const confirm = (content: string) =>
    Dialog.confirm({ content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });

  return { actionsOf: (order: Order) => shopperActions(order.status), run };
}
