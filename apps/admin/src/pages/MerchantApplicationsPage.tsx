import { Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { consoleQuery, type RowOf } from '../api';
import { AuditQueue } from '../components/AuditQueue';
import { LongText } from '../components/DeskTable';
import { Picture } from '../components/Picture';
import { ShopperName } from '../components/ShopperName';

type Application = RowOf<'GET /api/admin/merchant_applications'>;

/** Shops waiting to open: an operator passes (the shop opens) or refuses (with the reason) each application. */
export default function MerchantApplicationsPage() {
  const { t } = useTranslation();
  const categories = useQuery(consoleQuery('GET /api/admin/categories'));
  const categoryKey = new Map((categories.data ?? []).map((category) => [category.id, category.key]));
  return (
    <AuditQueue<Application>
      list="GET /api/admin/merchant_applications"
      audit="POST /api/admin/merchant_application/audit"
      columns={[
        { title: t('console.applicant'), render: (_, row) => <ShopperName row={row} /> },
        {
          title: t('field.shop_name'),
          render: (_, row) => (
            <Space>
              <Picture src={row.logo} name={`${t('field.logo')}: ${row.shop_name}`} size={40} />
              <span>
                <strong>{row.shop_name}</strong>
                <br />
                <LongText text={row.description} />
              </span>
            </Space>
          ),
        },
        {
          title: t('field.category_id'),
          dataIndex: 'category_id',
          render: (id: number) => {
            const key = categoryKey.get(id);
            return key ? t(`category.${key}`) : '';
          },
        },
        { title: t('field.email'), dataIndex: 'email' },
        {
          title: t('console.document'),
          dataIndex: 'document',
          render: (src: string, row) => (
            <Picture src={src} name={`${t('console.document')}: ${row.shop_name}`} size={72} />
          ),
        },
        {
          title: t('field.remark'),
          dataIndex: 'remark',
          render: (remark: string) => <LongText text={remark} />,
        },
      ]}
    />
  );
}
