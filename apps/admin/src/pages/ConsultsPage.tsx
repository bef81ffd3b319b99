import { useState } from 'react';
import { Button, Drawer, Input, List, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, consoleQuery, type RowOf } from '../api';
import { StatusFilter } from '../components/StatusFilter';
import { useConsoleAction } from '../components/useConsoleAction';
import { useServerList } from '../components/useServerList';
import { useFormat } from '../components/Money';
import { RowOpener } from '../components/RowOpener';

type Consult = RowOf<'GET /api/admin/consults'>;

export default function ConsultsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const run = useConsoleAction();
  const { filters, set, tableProps } = useServerList('GET /api/admin/consults', ['status']);
  const [openId, setOpenId] = useState<number | null>(null);
  const [answer, setAnswer] = useState('');
  const thread = useQuery({
    ...consoleQuery('GET /api/admin/consult', { id: openId ?? 0 }),
    enabled: openId !== null,
  });
  const send = async () => {
    if (openId === null) return;
    await run(() => call('POST /api/admin/consult/reply', { id: openId, content: answer }), {
      onDone: () => setAnswer(''),
      refresh: [['GET /api/admin/consult'], ['GET /api/admin/consults']],
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
          {
            title: t('field.consult_content'),
            render: (_, row) => (
              <RowOpener onOpen={() => setOpenId(row.id)}>{row.last_message?.content ?? row.id}</RowOpener>
            ),
          },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (status: Consult['status']) => (
              <Tag color={status === 'open' ? 'warning' : 'success'}>{t(`consult.status.${status}`)}</Tag>
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
    </>
  );
}
