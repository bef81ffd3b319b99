import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ShopStatement } from '../components/ShopStatement';
import { call, consoleQuery } from '../api';
import { queryKeys } from '../query-keys';

/** One shop's statement, opened from the shops list: what its seller centre shows, for any shop. */
export default function ShopStatementPage() {
  const { t } = useTranslation();
  const shopId = Number(useParams().id);
  const shops = useQuery(consoleQuery('GET /api/admin/shops'));
  const name = shops.data?.find((shop) => shop.id === shopId)?.name ?? '';
  return (
    <>
      <p style={{ marginTop: 0 }}>
        <Link to="/catalog/shops">{t('common.back')}</Link>
      </p>
      <ShopStatement
        title={t('statement.heading', { shop: name })}
        queryKey={queryKeys.read('GET /api/admin/shop/statement', { shop_id: shopId })}
        read={(input, signal) =>
          call('GET /api/admin/shop/statement', { ...input, shop_id: shopId }, { signal })
        }
        exportCsv={(period) => call('GET /api/admin/shop/statement_csv', { ...period, shop_id: shopId })}
      />
    </>
  );
}
