import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import { consultColumns, ConsultThread } from '../components/ConsultThread';
import { DeskTable } from '../components/DeskTable';
import { useDeskMutation } from '../components/useDeskMutation';
import { StatusFilter } from '../components/StatusFilter';
import { call, sellerQuery } from './api';
import { queryKeys } from '../query-keys';

type Consult = Answer<'GET /api/seller/consults'>['list'][number];
const PAGE_SIZE = 20;

/** Shoppers' questions to the shop; an open one waits for the shop's answer. */
export default function SellerConsultsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'answered' | undefined>('open');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const consults = useQuery(sellerQuery('GET /api/seller/consults', { status, page, limit: PAGE_SIZE }));
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
        value={status}
        onChange={(value) => {
          setStatus(value === '' ? undefined : (value as 'open' | 'answered'));
          setPage(1);
        }}
        options={[
          { label: t('consult.status.open'), value: 'open' },
          { label: t('consult.status.answered'), value: 'answered' },
        ]}
      />
      <DeskTable<Consult>
        rowKey="id"
        loading={consults.isPending}
        dataSource={consults.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: consults.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
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
