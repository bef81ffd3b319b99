import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import { consultColumns, ConsultThread } from '../components/ConsultThread';
import { DeskTable } from '../components/DeskTable';
import { useDeskMutation } from '../components/useDeskMutation';
import { StatusFilter } from '../components/StatusFilter';
import { useServerList } from '../components/useServerList';
import { call, readList, sellerQuery } from './api';
import { queryKeys } from '../query-keys';

type Consult = Answer<'GET /api/seller/consults'>['list'][number];

/** Shoppers' questions to the shop; an open one waits for the shop's answer. */
export default function SellerConsultsPage() {
  const { t } = useTranslation();
  // The open ones first: they wait for the shop's answer.
  const { filters, set, tableProps } = useServerList('GET /api/seller/consults', ['status'], {
    readList,
    defaults: { status: 'open' },
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const thread = useQuery({
    ...sellerQuery('GET /api/seller/consult', { id: openId ?? 0 }),
    enabled: openId !== null,
  });
  const reply = useDeskMutation({
    mutationFn: (input: { id: number; content: string }) => call('POST /api/seller/consult/reply', input),
    invalidates: [queryKeys.all('GET /api/seller/consult'), queryKeys.all('GET /api/seller/consults')],
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
        pagination={{ ...tableProps.pagination, showSizeChanger: false }}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        columns={consultColumns<Consult>(t, setOpenId)}
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
