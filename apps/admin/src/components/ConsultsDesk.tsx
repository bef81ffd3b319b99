import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import type { ListReader, RowOf } from '../desk-client';
import { queryKeys } from '../query-keys';
import { consultColumns, type ConsultReply, ConsultThread } from './ConsultThread';
import { DeskTable } from './DeskTable';
import { StatusFilter } from './StatusFilter';
import { useDeskMutation } from './useDeskMutation';
import { useServerList } from './useServerList';

type ConsultsName = 'GET /api/admin/consults' | 'GET /api/seller/consults';
type ThreadName = 'GET /api/admin/consult' | 'GET /api/seller/consult';
type Consult = RowOf<ConsultsName>;

/** A desk's consultation calls: the console's (every shop's) or the seller centre's (its own shop's). */
export type ConsultsClient = {
  list: ConsultsName;
  readList: ListReader<ConsultsName>;
  thread: ThreadName;
  readThread: (id: number, signal?: AbortSignal) => Promise<Answer<ThreadName>>;
  reply: (input: ConsultReply) => Promise<unknown>;
};

/**
 * The consultations page of both desks: shoppers' questions by status (and page, in the address), each opening
 * its thread, answered in the shop's name.
 */
export function ConsultsDesk({
  client,
  openFirst = false,
  showShop = false,
}: {
  client: ConsultsClient;
  /** Whether the list opens on the open ones (those waiting for an answer) rather than all. */
  openFirst?: boolean;
  /** Whether each row names its id and shop, as a list of every shop's consultations does. */
  showShop?: boolean;
}) {
  const { t } = useTranslation();
  const { filters, set, tableProps } = useServerList(client.list, ['status'], {
    readList: client.readList,
    defaults: openFirst ? { status: 'open' } : {},
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const thread = useQuery({
    queryKey: queryKeys.read(client.thread, { id: openId ?? 0 }),
    queryFn: ({ signal }) => client.readThread(openId ?? 0, signal),
    enabled: openId !== null,
  });
  const reply = useDeskMutation({
    mutationFn: client.reply,
    invalidates: [queryKeys.all(client.thread), queryKeys.all(client.list)],
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
        columns={[
          ...(showShop
            ? [
                { title: t('console.id'), dataIndex: 'id', width: 70 },
                { title: t('field.mch_id'), render: (_: unknown, row: Consult) => row.shop.name },
              ]
            : []),
          ...consultColumns<Consult>(t, setOpenId),
        ]}
      />
      <ConsultThread
        open={openId !== null}
        thread={thread.data}
        onClose={() => setOpenId(null)}
        onSend={(input, onSent) => reply.mutate(input, { onSuccess: onSent })}
        sending={reply.isPending}
      />
    </>
  );
}
