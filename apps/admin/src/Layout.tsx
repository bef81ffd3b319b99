import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { call, consoleQuery, operatorToken, setUnauthorizedHandler } from './api';
import { DeskLayout } from './components/DeskLayout';

const MENU = [
  { key: '/', label: 'console.menu.dashboard' },
  { key: '/recharges', label: 'console.menu.recharges' },
  { key: '/withdrawals', label: 'console.menu.withdrawals' },
  { key: '/refunds', label: 'console.menu.refunds' },
  { key: '/merchants', label: 'console.menu.merchants' },
  { key: '/complaints', label: 'console.menu.complaints' },
  { key: '/consults', label: 'console.menu.consults' },
  { key: '/orders', label: 'console.menu.orders' },
  { key: '/products', label: 'console.menu.products' },
  { key: '/catalog/shops', label: 'console.menu.shops' },
  { key: '/catalog/categories', label: 'console.menu.categories' },
  { key: '/catalog/promos', label: 'console.menu.promos' },
  { key: '/catalog/networks', label: 'console.menu.networks' },
  { key: '/catalog/accounts', label: 'console.menu.recharge_accounts' },
  { key: '/catalog/articles', label: 'console.menu.articles' },
  { key: '/shoppers', label: 'console.menu.shoppers' },
  { key: '/audits', label: 'console.menu.audits' },
  { key: '/ledger', label: 'console.menu.ledger' },
  { key: '/webhooks', label: 'console.menu.webhooks' },
  { key: '/currency-rates', label: 'console.menu.currency_rates' },
  { key: '/tax-rules', label: 'console.menu.tax_rules' },
];

/** The operator console's frame: every queue and catalogue page in its menu. */
export function ConsoleLayout() {
  const token = operatorToken.get();
  const me = useQuery({ ...consoleQuery('GET /api/admin/me'), enabled: token !== null });
  return (
    <DeskLayout
      titleKey="console.title"
      menu={MENU}
      menuId="console-menu"
      token={token}
      setUnauthorizedHandler={setUnauthorizedHandler}
      logout={async () => {
        await call('POST /api/admin/logout').catch(() => undefined);
        operatorToken.clear();
      }}
      user={<Typography.Text data-testid="operator">{me.data?.username}</Typography.Text>}
    />
  );
}
