import { useState } from 'react';
import { Button, Form, Input, Modal, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { reviewReplySchema } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import type { RowOf } from '../desk-client';
import { actionsColumn, DeskTable, LongText } from '../components/DeskTable';
import { StatusFilter } from '../components/StatusFilter';
import { useDeskMutation } from '../components/useDeskMutation';
import { useSchemaForm } from '../components/useSchemaForm';
import { useServerList } from '../components/useServerList';
import { call, readList } from './api';
import { queryKeys } from '../query-keys';

type Review = RowOf<'GET /api/seller/comments'>;

/**
 * Reviews of the shop's products. A member answers one in public: the answer shows under the review in the
 * app, and writing again replaces it.
 */
export default function SellerReviewsPage() {
  const { t } = useTranslation();
  const { filters, set, tableProps } = useServerList('GET /api/seller/comments', ['unanswered'], {
    readList,
  });
  const [replying, setReplying] = useState<Review | null>(null);
  const { form, item, onFinish } = useSchemaForm(
    reviewReplySchema,
    (values: Partial<{ content: string }>) => ({
      id: replying?.id,
      ...values,
    }),
  );
  const reply = useDeskMutation({
    mutationFn: (input: InputOf<'POST /api/seller/comment/reply'>) =>
      call('POST /api/seller/comment/reply', input),
    success: 'msg.reply_success',
    onSuccess: () => setReplying(null),
    invalidates: [queryKeys.all('GET /api/seller/comments'), queryKeys.all('GET /api/seller/dashboard')],
  });
  return (
    <>
      <StatusFilter
        value={filters.unanswered}
        onChange={(unanswered) => set({ unanswered })}
        options={[{ label: t('seller.unanswered_reviews'), value: 'true' }]}
      />
      <DeskTable<Review>
        {...tableProps}
        dataSource={tableProps.dataSource as Review[]}
        columns={[
          { title: t('field.product_id'), render: (_, row) => row.product.name },
          { title: t('console.shopper'), dataIndex: 'user' },
          {
            title: t('field.product_score'),
            render: (_, row) => <Rate disabled value={row.product_score} style={{ fontSize: 14 }} />,
          },
          {
            title: t('field.review_content'),
            dataIndex: 'content',
            render: (content: string) => <LongText text={content} />,
          },
          {
            title: t('field.reply_content'),
            render: (_, row) =>
              row.reply ? (
                <span data-testid={`reply-${row.id}`}>
                  <LongText text={row.reply.content} />
                </span>
              ) : (
                <span className="muted">{t('seller.no_reply')}</span>
              ),
          },
          actionsColumn<Review>(t, (row) => (
            <Button
              size="small"
              data-testid={`answer-${row.id}`}
              onClick={() => {
                form.setFieldsValue({ content: row.reply?.content ?? '' });
                setReplying(row);
              }}
            >
              {t(row.reply ? 'common.edit' : 'seller.reply')}
            </Button>
          )),
        ]}
      />
      <Modal
        open={replying !== null}
        title={t('seller.reply')}
        onOk={() => form.submit()}
        confirmLoading={reply.isPending}
        onCancel={() => setReplying(null)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <p>{replying?.content}</p>
        <Form form={form} layout="vertical" onFinish={onFinish(reply.mutate)}>
          <Form.Item {...item('content')} label={t('field.reply_content')} extra={t('seller.reply_hint')}>
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
