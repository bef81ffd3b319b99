import { useState } from 'react';
import { Button, Drawer, Input, List, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get, post } from '../api';
import { StatusFilter } from '../components/StatusFilter';
import { useConsoleAction } from '../components/useConsoleAction';
import { useServerList } from '../components/useServerList';

type Consult = {
  id: number;
  user_id: number;
  status: 'open' | 'answered';
  product: { id: number; name: string };
  shop: { id: number; name: string };
  last_message: { sender: string; content: string } | null;
  updated_at: string;
};
type Thread = Consult & {
  replies: { id: number; sender: 'shopper' | 'shop'; content: string; created_at: string }[];
};

export default function ConsultsPage() {
  const { t } = useTranslation();
  const run = useConsoleAction();
  const { filters, set, tableProps } = useServerList<Consult, 'status'>('/consults', ['status']);
  const [openId, setOpenId] = useState<number | null>(null);
  const [answer, setAnswer] = useState('');
  const thread = useQuery({
    queryKey: ['consult', openId],
    queryFn: () => get<Thread>('/consult', { id: openId }),
    enabled: openId !== null,
  });
  const send = async () => {
    await run(() => post('/consult/reply', { id: openId, content: answer }), {
      onDone: () => setAnswer(''),
      refresh: [['consult', openId], ['/consults']],
    });
  };
  return (
    <>
      <StatusFilter
        value={filters.status}
        onChange={(status) => set({ status })}
        options={[
          { label: t('consult.status.open'), value: 'open' },
          { label: t('consult.status.answered'), value: 'answered' },
        ]}
      />
      <Table<Consult>
        {...tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('field.product_id'), render: (_, row) => row.product.name },
          { title: t('field.mch_id'), render: (_, row) => row.shop.name },
          { title: t('field.consult_content'), render: (_, row) => row.last_message?.content },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (status: Consult['status']) => (
              <Tag color={status === 'open' ? 'orange' : 'green'}>{t(`consult.status.${status}`)}</Tag>
            ),
          },
        ]}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title={thread.data?.product.name}
        width={480}
      >
        <List
          dataSource={thread.data?.replies ?? []}
          renderItem={(item) => (
            <List.Item data-testid={`thread-${item.sender}`}>
              <List.Item.Meta
                title={item.sender === 'shop' ? thread.data?.shop.name : t('console.shopper')}
                description={new Date(item.created_at).toLocaleString()}
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
          maxLength={500}
          style={{ marginTop: 16 }}
        />
        <Button type="primary" onClick={() => void send()} style={{ marginTop: 8 }} disabled={!answer.trim()}>
          {t('consult.send')}
        </Button>
      </Drawer>
    </>
  );
}
