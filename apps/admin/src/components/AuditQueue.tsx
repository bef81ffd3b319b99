import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { call as consoleCall, readList as readConsoleList } from '../api';
import type { ListReader, RowOf } from '../desk-client';
import { actionsColumn, DeskTable } from './DeskTable';
import { MoneyInput } from './MoneyInput';
import { StatusFilter } from './StatusFilter';
import { useDeskMutation } from './useDeskMutation';
import { useServerList } from './useServerList';
import { queryKeys } from '../query-keys';

type QueueName =
  | 'GET /api/admin/recharges'
  | 'GET /api/admin/withdrawals'
  | 'GET /api/admin/refunds'
  | 'GET /api/admin/merchant_applications'
  | 'GET /api/seller/refunds';
type AuditName =
  | 'POST /api/admin/recharge/audit'
  | 'POST /api/admin/withdraw/audit'
  | 'POST /api/admin/refund/audit'
  | 'POST /api/admin/merchant_application/audit'
  | 'POST /api/seller/refund/audit';
type Row = RowOf<QueueName>;
/** antd's status colours, which the console's theme takes from the design tokens. */
/** The tag colour of an audit's status (their text keeps its contrast on each). */
export const STATUS_COLORS = { auditing: 'warning', passed: 'success', refused: 'error' } as const;

/** The calls a queue makes: the console's, or the seller centre's with its own token. */
type Decision = { id: number; pass: boolean; remark?: string; amount?: string };
type QueueClient = {
  call: (name: AuditName, input: Decision) => Promise<unknown>;
  readList: ListReader<QueueName>;
  /** The dashboard whose counts a decision changes. */
  dashboard: 'GET /api/admin/dashboard' | 'GET /api/seller/dashboard';
};

const CONSOLE: QueueClient = {
  call: consoleCall,
  readList: readConsoleList,
  dashboard: 'GET /api/admin/dashboard',
};

/**
 * A queue of requests decided once: top-ups (with the actual arrival), withdrawals, refunds and shop
 * applications by operators, and a shop's refunds by its members. The status filter and page are in the
 * address.
 */
export function AuditQueue<T extends Row>({
  list,
  audit,
  columns,
  askAmount = false,
  client = CONSOLE,
  canDecide = (row) => row.status === 'auditing',
}: {
  /** The queue, whose rows are T. */
  list: QueueName;
  audit: AuditName;
  columns: TableColumnsType<T>;
  askAmount?: boolean;
  client?: QueueClient;
  /** Whether a row still waits for this desk's decision. */
  canDecide?: (row: T) => boolean;
}) {
  const { t } = useTranslation();
  const {
    filters,
    set,
    tableProps: listProps,
  } = useServerList(list, ['status'], { readList: client.readList });
  const tableProps = { ...listProps, dataSource: listProps.dataSource as T[] };
  const [deciding, setDeciding] = useState<{ row: T; pass: boolean } | null>(null);
  const [form] = Form.useForm<{ remark?: string; amount?: string }>();

  const decision = useDeskMutation({
    mutationFn: (input: Decision) => client.call(audit, input),
    success: 'msg.audit_success',
    onSuccess: () => {
      setDeciding(null);
      form.resetFields();
    },
    invalidates: [queryKeys.all(list), queryKeys.all(client.dashboard)],
  });
  const decide = () => {
    if (!deciding) return;
    const values = form.getFieldsValue();
    decision.mutate({
      id: deciding.row.id,
      pass: deciding.pass,
      remark: values.remark || undefined,
      amount: deciding.pass && askAmount ? values.amount || undefined : undefined,
    });
  };

  return (
    <>
      <StatusFilter
        value={filters.status}
        onChange={(status) => set({ status })}
        options={[
          { label: t('wallet.status.auditing'), value: 'auditing' },
          { label: t('wallet.status.passed'), value: 'passed' },
          { label: t('wallet.status.refused'), value: 'refused' },
        ]}
      />
      <DeskTable<T>
        {...tableProps}
        columns={[
          { title: t('console.id'), dataIndex: 'id', width: 70 },
          ...columns,
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (status: Row['status']) => (
              <Tag color={STATUS_COLORS[status]}>{t(`wallet.status.${status}`)}</Tag>
            ),
          },
          actionsColumn<T>(
            t,
            (row) =>
              canDecide(row) && (
                <Space>
                  <Button
                    type="primary"
                    size="small"
                    data-testid={`pass-${row.id}`}
                    onClick={() => {
                      form.setFieldsValue({ amount: 'amount' in row ? row.amount : undefined, remark: '' });
                      setDeciding({ row, pass: true });
                    }}
                  >
                    {t('console.pass')}
                  </Button>
                  <Button
                    danger
                    size="small"
                    data-testid={`refuse-${row.id}`}
                    onClick={() => setDeciding({ row, pass: false })}
                  >
                    {t('console.refuse')}
                  </Button>
                </Space>
              ),
          ),
        ]}
      />
      <Modal
        open={deciding !== null}
        title={deciding?.pass ? t('console.pass') : t('console.refuse')}
        onOk={decide}
        confirmLoading={decision.isPending}
        onCancel={() => setDeciding(null)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
      >
        <Form form={form} layout="vertical">
          {deciding?.pass && askAmount && (
            <Form.Item name="amount" label={t('wallet.actual')}>
              <MoneyInput style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item name="remark" label={t('field.remark')}>
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
