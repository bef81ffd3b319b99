import { useState } from 'react';
import { ErrorBlock, Form, Rate, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { reviewAddSchema } from '@storefront/shared';
import { PageLoading } from '../../components/PageLoading';
import { PictureUpload } from '../../components/PictureUpload';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import type { OrderItem } from '../../lib/types';
import { useOrder } from '../../api/orders';
import { useAddReview } from './api';
import { useFormSubmit } from '../../lib/use-form-submit';
import { OrderItemRow } from '../../components/OrderItemRow';

/** /comment?order_id=: one review per item of a received order. */
export default function CommentPage() {
  const { t } = useTranslation();
  const orderId = Number(useSearchParams()[0].get('order_id'));
  const order = useOrder(orderId);
  if (order.isPending) return <PageLoading />;
  const pending = order.data?.items.filter((item) => !item.reviewed) ?? [];
  return (
    <div className="page">
      <TopBar />
      {pending.length === 0 ? (
        <ErrorBlock status="empty" title={t('review.all_done')} description="" />
      ) : (
        pending.map((item) => (
          <ItemReview key={item.id} orderId={orderId} item={item} last={pending.length === 1} />
        ))
      )}
    </div>
  );
}

function ItemReview({ orderId, item, last }: { orderId: number; item: OrderItem; last: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addReview = useAddReview();
  const [scores, setScores] = useState({ product_score: 5, service_score: 5, postage_score: 5 });
  const [images, setImages] = useState<string[]>([]);
  const { submit, busy } = useFormSubmit(reviewAddSchema, async (data) => {
    await addReview.mutateAsync(data);
    toast.success(t('msg.review_success'));
    if (last) navigate(`/orderInfo/${orderId}`, { replace: true });
  });
  return (
    <section className="card-section review-form" data-testid="review-form">
      <OrderItemRow item={item} />
      <Form
        layout="horizontal"
        onFinish={(values: { content?: string }) =>
          submit({
            order_id: orderId,
            product_id: item.product_id,
            ...scores,
            content: values.content,
            images,
          })
        }
        footer={<SubmitButton busy={busy}>{t('review.submit')}</SubmitButton>}
      >
        {(['product_score', 'service_score', 'postage_score'] as const).map((key) => (
          <Form.Item key={key} label={t(`field.${key}`)}>
            <Rate
              value={scores[key]}
              onChange={(value) => setScores((current) => ({ ...current, [key]: value }))}
            />
          </Form.Item>
        ))}
        <Form.Item name="content" label={t('field.review_content')} layout="vertical">
          <TextArea placeholder={t('review.placeholder')} maxLength={1000} rows={3} showCount />
        </Form.Item>
        <Form.Item label={t('review.pictures')} layout="vertical">
          <PictureUpload value={images} onChange={setImages} max={6} />
        </Form.Item>
      </Form>
    </section>
  );
}
