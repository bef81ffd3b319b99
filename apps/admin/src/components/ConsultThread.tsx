import { useState } from 'react';
import { Button, Drawer, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import { useFormat } from './Money';

type Thread = Answer<'GET /api/admin/consult'>;

/** A consultation thread and the shop's answer box, in the console and in the seller centre alike. */
export function ConsultThread({
  open,
  thread,
  onClose,
  onSend,
}: {
  open: boolean;
  thread: Thread | undefined;
  onClose: () => void;
  /** Sends the answer; resolves once it is sent, and the box empties. */
  onSend: (content: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [answer, setAnswer] = useState('');
  const send = async () => {
    if (await onSend(answer)) setAnswer('');
  };
  return (
    <Drawer open={open} onClose={onClose} title={thread?.product.name} width={480}>
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
      <Input.TextArea
        rows={3}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        placeholder={t('consult.reply_placeholder')}
        aria-label={t('field.reply_content')}
        maxLength={500}
        style={{ marginTop: 16 }}
      />
      <Button type="primary" onClick={() => void send()} style={{ marginTop: 8 }} disabled={!answer.trim()}>
        {t('consult.send')}
      </Button>
    </Drawer>
  );
}
