import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { PageLoading } from '../../components/PageLoading';
import { TopBar } from '../../components/TopBar';
import { useDiscountMoney } from './api';

const FIGURES = ['free', 'total_bonus', 'usable'] as const;

/** Discount money: what was given free, the bonus in all, and what can be used now. */
export default function DiscountPage() {
  const { t } = useTranslation();
  const money = useDiscountMoney();
  if (money.isPending) return <PageLoading />;
  return (
    <div className="page">
      <TopBar />
      <List className="menu-list">
        {FIGURES.map((figure) => (
          <List.Item
            key={figure}
            extra={
              <strong data-testid={`discount-${figure}`}>
                <Money value={money.data?.[figure] ?? '0.00'} />
              </strong>
            }
          >
            {t(`discount.${figure}`)}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
