import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, consoleQuery, type RowOf } from '../api';
import { DeskTable } from '../components/DeskTable';
import { StatusFilter } from '../components/StatusFilter';
import { useDeskMutation } from '../components/useDeskMutation';
import { useServerList } from '../components/useServerList';
import { consultColumns, ConsultThread } from '../components/ConsultThread';
import { queryKeys } from '../query-keys';

type Consult = RowOf<'GET /api/admin/consults'>;

export default function ConsultsPage() {
  const { t } = useTranslation();
  const { filters, set, tableProps } = useServerList('GET /api/admin/consults', ['status']);
  const [openId, setOpenId] = useState<number | null>(null);
  const thread = useQuery({
    ...consoleQuery('GET /api/admin/consult', { id: openId ?? 0 }),
    enabled: openId !== null,
  });
  const reply = useDeskMutation({
    mutationFn: (input: { id: number; content: string }) => call('POST /api/admin/consult/reply', input),
    invalidates: [queryKeys.all('GET /api/admin/consult'), queryKeys.all('GET /api/admin/consults')],
  });
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
      <DeskTable<Consult>
        {...tableProps}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('console.id'), dataIndex: 'id', width: 70 },
          { title: t('field.mch_id'), render: (_, row) => row.shop.name },
          ...consultColumns<Consult>(t, setOpenId),
        ]}
      />
      <ConsultThread
        open={openId !== null}
        thread={thread.data}
        onClose={() => setOpenId(null)}
        onSend={(content, onSent) =>
          openId !== null && reply.mutate({ id: openId, content }, { onSuccess: onSent })
        }
        sending={reply.isPending}
      />
    </>
  );
}
