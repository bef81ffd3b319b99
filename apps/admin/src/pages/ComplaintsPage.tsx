import { useState } from 'react';
import { App, Button, Input, Modal, Segmented, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get, type Page, post } from '../api';
import { Picture } from '../components/Picture';
import { useUrlFilters } from '../components/useUrlFilters';

type Complaint = {
  id: number;
  user_id: number;
  order_id: number | null;
  content: string;
  image: string;
  status: 'pending' | 'handled';
  result: string;
  created_at: string;
};

export default function ComplaintsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { filters, page, set } = useUrlFilters(['status'] as const);
  const [handling, setHandling] = useState<Complaint | null>(null);
  const [result, setResult] = useState('');
  const list = useQuery({
    queryKey: ['complaints', filters.status, page],
    queryFn: () => get<Page<Complaint>>('/complaints', { status: filters.status, page, limit: 20 }),
  });
  const handle = async () => {
    if (!handling) return;
    try {
      await post('/complaint/handle', { id: handling.id, result });
      void message.success(t('msg.save_success'));
      setHandling(null);
      setResult('');
      await queryClient.invalidateQueries({ queryKey: ['complaints'] });
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return (
    <>
      <Segmented
        value={filters.status ?? ''}
        onChange={(value) => set({ status: value as string })}
        options={[
          { label: t('bill.all'), value: '' },
          { label: t('complaint.status.pending'), value: 'pending' },
          { label: t('complaint.status.handled'), value: 'handled' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table<Complaint>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: (next) => set({ page: next }),
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('field.user_id'), dataIndex: 'user_id' },
          {
            title: t('field.order_id'),
            dataIndex: 'order_id',
            render: (value: number | null) => value ?? t('route.platform'),
          },
          { title: t('field.complaint_content'), dataIndex: 'content' },
          {
            title: t('field.certificate'),
            dataIndex: 'image',
            render: (src: string) => <Picture src={src} size={96} />,
          },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (status: Complaint['status']) => <Tag>{t(`complaint.status.${status}`)}</Tag>,
          },
          { title: t('field.result'), dataIndex: 'result' },
          {
            title: t('console.actions'),
            render: (_, row) =>
              row.status === 'pending' && (
                <Button size="small" type="primary" onClick={() => setHandling(row)}>
                  {t('console.handle')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        open={handling !== null}
        title={t('console.handle')}
        onOk={() => void handle()}
        onCancel={() => setHandling(null)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <Input.TextArea
          rows={4}
          value={result}
          onChange={(event) => setResult(event.target.value)}
          placeholder={t('field.result')}
          maxLength={500}
        />
      </Modal>
    </>
  );
}
