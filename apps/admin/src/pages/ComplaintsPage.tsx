import { useState } from 'react';
import { Button, Form, Input, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { complaintHandleSchema } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import { call, type RowOf } from '../api';
import { actionsColumn, DeskTable, LongText } from '../components/DeskTable';
import { Picture } from '../components/Picture';
import { StatusFilter } from '../components/StatusFilter';
import { useDeskMutation } from '../components/useDeskMutation';
import { useSchemaForm } from '../components/useSchemaForm';
import { useServerList } from '../components/useServerList';
import { ShopperName } from '../components/ShopperName';
import { queryKeys } from '../query-keys';

type Complaint = RowOf<'GET /api/admin/complaints'>;

/** Complaints by status; an operator answers a pending one with its result, checked with the call's schema. */
export default function ComplaintsPage() {
  const { t } = useTranslation();
  const { filters, set, tableProps } = useServerList('GET /api/admin/complaints', ['status']);
  const [handling, setHandling] = useState<Complaint | null>(null);
  const { form, item, onFinish } = useSchemaForm(
    complaintHandleSchema,
    (values: Partial<{ result: string }>) => ({
      id: handling?.id,
      ...values,
    }),
  );
  const open = (complaint: Complaint) => {
    form.resetFields();
    setHandling(complaint);
  };
  const handle = useDeskMutation({
    mutationFn: (input: InputOf<'POST /api/admin/complaint/handle'>) =>
      call('POST /api/admin/complaint/handle', input),
    success: 'msg.save_success',
    onSuccess: () => setHandling(null),
    invalidates: [queryKeys.all('GET /api/admin/complaints')],
  });
  return (
    <>
      <StatusFilter
        value={filters.status}
        onChange={(status) => set({ status })}
        options={[
          { label: t('complaint.status.pending'), value: 'pending' },
          { label: t('complaint.status.handled'), value: 'handled' },
        ]}
      />
      <DeskTable<Complaint>
        {...tableProps}
        columns={[
          { title: t('console.id'), dataIndex: 'id', width: 70 },
          { title: t('console.shopper'), render: (_: unknown, row: Complaint) => <ShopperName row={row} /> },
          {
            title: t('order.order_no'),
            dataIndex: 'order_no',
            render: (value: string | null) => value ?? t('route.platform'),
          },
          {
            title: t('field.complaint_content'),
            dataIndex: 'content',
            render: (content: string) => <LongText text={content} />,
          },
          {
            title: t('field.certificate'),
            dataIndex: 'image',
            render: (src: string) => <Picture src={src} name={t('field.certificate')} size={96} />,
          },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (status: Complaint['status']) => <Tag>{t(`complaint.status.${status}`)}</Tag>,
          },
          {
            title: t('field.result'),
            dataIndex: 'result',
            render: (result: string) => <LongText text={result} />,
          },
          actionsColumn<Complaint>(
            t,
            (row) =>
              row.status === 'pending' && (
                <Button size="small" type="primary" onClick={() => open(row)}>
                  {t('console.handle')}
                </Button>
              ),
          ),
        ]}
      />
      <Modal
        open={handling !== null}
        title={t('console.handle')}
        onOk={() => form.submit()}
        confirmLoading={handle.isPending}
        onCancel={() => setHandling(null)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        // The form is there before the first answer opens, so that opening one can empty it.
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={onFinish(handle.mutate)}>
          <Form.Item {...item('result')} label={t('field.result')}>
            <Input.TextArea rows={4} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
