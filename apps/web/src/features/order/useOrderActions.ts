import { Dialog } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type ShopperAction, shopperActions } from '@storefront/shared';
import { toast } from '../../lib/toast';
import type { Order } from '../../lib/types';
import { cancelOrder, confirmOrder } from './api';

/** The buttons an order shows come from the shared status table; this runs them. */
export function useOrderActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
      queryClient.invalidateQueries({ queryKey: ['order'] }),
    ]);

  const run = async (action: ShopperAction, order: Order) => {
    switch (action) {
      case 'pay':
        return navigate(`/payment?order_id=${order.id}`);
      case 'cancel':
        if (!(await confirm(t('order.cancel_confirm')))) return;
        await cancelOrder(order.id);
        toast.success(t('msg.cancel_success'));
        return refresh();
      case 'confirm':
        if (!(await confirm(t('order.confirm_confirm')))) return;
        await confirmOrder(order.id);
        toast.success(t('msg.confirm_success'));
        return refresh();
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
