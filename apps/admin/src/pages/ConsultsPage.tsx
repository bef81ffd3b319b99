import { useState } from 'react';
import { Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, consoleQuery, type RowOf } from '../api';
import { StatusFilter } from '../components/StatusFilter';
import { useConsoleAction } from '../components/useConsoleAction';
import { useServerList } from '../components/useServerList';
import { ConsultThread } from '../components/ConsultThread';
import { RowOpener } from '../components/RowOpener';

type Consult = RowOf<'GET /api/admin/consults'>;

export default function ConsultsPage() {
  const { t } = useTranslation();
  const run = useConsoleAction();
  const { filters, set, tableProps } = useServerList('GET /api/admin/consults', ['status']);
  const [openId, setOpenId] = useState<number | null>(null);
  const thread = useQuery({
    ...consoleQuery('GET /api/admin/consult', { id: openId ?? 0 }),
    enabled: openId !== null,
  });
  const send = async (content: string) => {
    if (openId === null) return false;
    let sent = false;
    await run(() => call('POST /api/admin/consult/reply', { id: openId, content }), {
      onDone: () => {
        sent = true;
      },
      refresh: [['GET /api/admin/consult'], ['GET /api/admin/consults']],
    });
    return sent;
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
      <ConsultThread
        open={openId !== null}
        thread={thread.data}
        onClose={() => setOpenId(null)}
        onSend={send}
      />
    </>
  );
}
