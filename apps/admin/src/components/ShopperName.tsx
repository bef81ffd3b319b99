import { Typography } from 'antd';

/** A shopper as operators read them: the name, with the account number small beside it. */
export function ShopperName({ row }: { row: { user_id: number | null; username?: string | null } }) {
  if (row.user_id === null) return null;
  return (
    <span data-testid="shopper-name">
      {row.username ?? ''} <Typography.Text type="secondary">#{row.user_id}</Typography.Text>
    </span>
  );
}
