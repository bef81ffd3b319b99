import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import { consultColumns, ConsultThread } from '../components/ConsultThread';
import { DeskTable } from '../components/DeskTable';
import { StatusFilter } from '../components/StatusFilter';
import { call, sellerQuery } from './api';
import { queryKeys } from '../query-keys';

type Consult = Answer<'GET /api/seller/consults'>['list'][number];
const PAGE_SIZE = 20;

/** Shoppers' questions to the shop; an open one waits for the shop's answer. */
export default function SellerConsultsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<'open' | 'answered' | undefined>('open');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const consults = useQuery(sellerQuery('GET /api/seller/consults', { status, page, limit: PAGE_SIZE }));
  const thread = useQuery({
    ...sellerQuery('GET /api/seller/consult', { id: openId ?? 0 }),
    enabled: openId !== null,
  });
  const send = async (content: string) => {
    if (openId === null) return false;
    try {
      await call('POST /api/seller/consult/reply', { id: openId, content });
      await client.invalidateQueries({ queryKey: queryKeys.all('GET /api/seller/consult') });
      await client.invalidateQueries({ queryKey: queryKeys.all('GET /api/seller/consults') });
      return true;
    } catch {
      return false;
    }
  };
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
        onSend={send}
      />
    </>
  );
}
