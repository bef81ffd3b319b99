import { Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { RowOf } from '../desk-client';
import { LongText } from './DeskTable';
import { Money, type useFormat } from './Money';
import { Picture } from './Picture';

type Refund = RowOf<'GET /api/admin/refunds'> | RowOf<'GET /api/seller/refunds'>;

/**
 * What a refund asks and who decides it, as the console's and the seller centre's refund queues show it: the
 * kind, amount, reason, proof pictures, and the stage with the shop's reason when it refused.
 */
export function refundColumns<T extends Refund>(
  t: TFunction,
  format: ReturnType<typeof useFormat>,
): TableColumnsType<T> {
  return [
    {
      title: t('field.refund_type'),
      render: (_, row) => `${t(`refund.type.${row.type}`)} · ${t(`refund.goods.${row.goods_status}`)}`,
    },
    { title: t('field.amount'), dataIndex: 'amount', render: (value: string) => <Money value={value} /> },
    { title: t('field.reason'), render: (_, row) => <LongText text={`${row.reason}: ${row.explanation}`} /> },
    {
      title: t('field.proof'),
      dataIndex: 'images',
      render: (images: string[]) => (
        <Space>
          {images.map((src, index) => (
            <Picture key={src} src={src} name={`${t('field.proof')} ${format.count(index + 1)}`} size={72} />
          ))}
        </Space>
      ),
    },
    {
      title: t('seller.decided_by'),
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Tag>{t(`seller.stage.${row.stage}`)}</Tag>
          <LongText text={row.shop_remark} width={180} />
        </Space>
      ),
    },
  ];
}
