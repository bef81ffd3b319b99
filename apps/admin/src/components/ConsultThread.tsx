import { Button, Drawer, Form, Input, List, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { consultReplySchema } from '@storefront/shared';
import type { Answer, Input as InputOf } from '@storefront/shared/client';
import { LongText } from './DeskTable';
import { useFormat } from './Money';
import { RowOpener } from './RowOpener';
import { useSchemaForm } from './useSchemaForm';

type Thread = Answer<'GET /api/admin/consult'>;
type ConsultRow = Answer<'GET /api/admin/consults'>['list'][number];
/** What both desks' reply calls take: the console's and the seller centre's have the same schema. */
export type ConsultReply = InputOf<'POST /api/admin/consult/reply'>;

/** The columns both consultation lists show: the product, the last message (opening the thread), the status. */
export const consultColumns = <Row extends Omit<ConsultRow, 'username'>>(
  t: TFunction,
  onOpen: (id: number) => void,
): TableColumnsType<Row> => [
  { title: t('field.product_id'), render: (_, row) => row.product.name },
  {
    title: t('field.consult_content'),
    render: (_, row) => (
      <RowOpener onOpen={() => onOpen(row.id)}>
        <LongText text={row.last_message?.content ?? ''} width={320} />
      </RowOpener>
    ),
  },
  {
    title: t('field.status'),
    dataIndex: 'status',
    render: (status: ConsultRow['status']) => (
      <Tag color={status === 'open' ? 'warning' : 'success'}>{t(`consult.status.${status}`)}</Tag>
    ),
  },
];

/**
 * A consultation thread and the shop's answer box, in the console and in the seller centre alike. The answer
 * is checked with the reply calls' schema; the box empties once it is sent, and when the thread is closed.
 */
export function ConsultThread({
  open,
  thread,
  onClose,
  onSend,
  sending,
}: {
  open: boolean;
  thread: Thread | undefined;
  onClose: () => void;
  /** Sends the answer, calling `onSent` once it is sent and the thread read again: the box empties then. */
  onSend: (reply: ConsultReply, onSent: () => void) => void;
  /** Whether an answer is on its way. */
  sending: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { form, item, onFinish } = useSchemaForm(
    consultReplySchema,
    (values: Partial<{ content: string }>) => ({
      id: thread?.id,
      ...values,
    }),
  );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => !visible && form.resetFields()}
      title={thread?.product.name}
      width={480}
    >
      <List
        dataSource={thread?.replies ?? []}
        renderItem={(item) => (
          <List.Item data-testid={`thread-${item.sender}`}>
            <List.Item.Meta
              title={item.sender === 'shop' ? thread?.shop.name : t('console.shopper')}
              description={format.dateTime(item.created_at)}
            />
            <Typography.Paragraph style={{ margin: 0, maxWidth: 260 }}>{item.content}</Typography.Paragraph>
          </List.Item>
        )}
      />
      <Form
        form={form}
        style={{ marginTop: 16 }}
        onFinish={onFinish((reply) => onSend(reply, () => form.resetFields()))}
      >
        <Form.Item {...item('content')} style={{ marginBottom: 8 }}>
          <Input.TextArea
            rows={3}
            placeholder={t('consult.reply_placeholder')}
            aria-label={t('field.reply_content')}
            maxLength={500}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('consult.send')}
        </Button>
      </Form>
    </Drawer>
  );
}
