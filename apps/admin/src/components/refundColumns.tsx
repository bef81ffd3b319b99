import { Space, Tag, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { isRefundReason } from '@storefront/shared';
import type { RowOf } from '../desk-client';
import { LongText } from './DeskTable';
import { Money, type useFormat } from './Money';
import { Picture } from './Picture';

type Refund = RowOf<'GET /api/admin/refunds'> | RowOf<'GET /api/seller/refunds'>;

/**
 * What waits on a refund, or how it ended: who decides while it waits, who passed or refused it once decided,
 * and a shop's refusal the shopper may still take to the platform.
 */
export function refundStageKey(row: Pick<Refund, 'stage' | 'status' | 'escalate_until'>) {
  if (row.status === 'auditing') return `seller.stage.${row.stage}` as const;
  if (row.stage === 'shop' && row.status === 'refused' && row.escalate_until)
    return 'seller.stage.shop_refused_open';
  return `seller.stage.${row.stage}_${row.status}` as const;
}

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
    {
      title: t('field.reason'),
      // What the decision rests on: the table's automatic layout keeps its column this wide, where it would
      // otherwise narrow it first (its words wrap, an order number does not).
      width: 240,
      // A reason is a key shown in the reader's language; one stored before the keys is shown as it is.
      render: (_, row) => (
        <LongText
          text={`${isRefundReason(row.reason) ? t(`refund.reasons.${row.reason}`) : row.reason}: ${row.explanation}`}
        />
      ),
    },
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
          <Tag>{t(refundStageKey(row))}</Tag>
          <LongText text={row.shop_remark} width={180} />
        </Space>
      ),
    },
  ];
}
