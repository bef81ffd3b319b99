import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../lib/types';
import { useOrderActions } from './useOrderActions';
import './OrderActions.css';

export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { actionsOf, run } = useOrderActions();
  const actions = actionsOf(order);
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          shape="rounded"
          color={action === 'pay' || action === 'confirm' ? 'primary' : 'default'}
          onClick={(event) => {
            event.stopPropagation();
            void run(action, order);
          }}
          data-testid={`action-${action}`}
        >
          {t(`order.action.${action}`)}
        </Button>
      ))}
    </div>
  );
}
