import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditSchema, reasonedAuditSchema } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import { call as consoleCall, readList as readConsoleList } from '../api';
import type { ListReader, RowOf } from '../desk-client';
import { actionsColumn, DeskTable } from './DeskTable';
import { MoneyInput } from './MoneyInput';
import { StatusFilter } from './StatusFilter';
import { useDeskMutation } from './useDeskMutation';
import { type RequestSchema, useSchemaForm } from './useSchemaForm';
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

/**
 * The schema each decision is checked with, the one the contract names for its call: a shop application and a
 * shop's refusal of a refund must give their reason, a top-up passed may say what actually arrived.
 */
export const AUDIT_SCHEMAS = {
  'POST /api/admin/recharge/audit': auditSchema,
  'POST /api/admin/withdraw/audit': auditSchema,
  'POST /api/admin/refund/audit': auditSchema,
  'POST /api/admin/merchant_application/audit': reasonedAuditSchema,
  'POST /api/seller/refund/audit': reasonedAuditSchema,
} as const satisfies Record<AuditName, RequestSchema>;

/** A decision as the queue sends it: what every audit call takes, the actual amount for a top-up. */
type Decision = InputOf<'POST /api/admin/recharge/audit'>;
type DecisionValues = { remark?: string; amount?: string };

/** The calls a queue makes: the console's, or the seller centre's with its own token. */
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
 * address. A decision is checked with its call's schema (`AUDIT_SCHEMAS`) before it is sent.
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
  const schema = AUDIT_SCHEMAS[audit];
  const { form, item, onFinish } = useSchemaForm<DecisionValues, RequestSchema, Decision>(
    schema,
    (values) => ({
      id: deciding?.row.id,
      pass: deciding?.pass,
      remark: values.remark || undefined,
      amount: deciding?.pass && askAmount ? values.amount || undefined : undefined,
    }),
  );
  /** Whether this refusal must say why: the queue's schema refuses it without a remark. */
  const reasonNeeded =
    deciding !== null && !deciding.pass && !schema.safeParse({ id: deciding.row.id, pass: false }).success;
  /** Opens a decision with a form of its own: no remark yet, a top-up's actual amount the amount asked. */
  const open = (row: T, pass: boolean) => {
    form.resetFields();
    form.setFieldsValue({ amount: pass && 'amount' in row ? row.amount : undefined });
    setDeciding({ row, pass });
  };

  const decision = useDeskMutation({
    mutationFn: (input: Decision) => client.call(audit, input),
    success: 'msg.audit_success',
    onSuccess: () => setDeciding(null),
    invalidates: [queryKeys.all(list), queryKeys.all(client.dashboard)],
  });

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
          { title: t('console.id'), dataIndex: 'id' },
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
                    onClick={() => open(row, true)}
                  >
                    {t('console.pass')}
                  </Button>
                  <Button
                    danger
                    size="small"
                    data-testid={`refuse-${row.id}`}
                    onClick={() => open(row, false)}
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
        onOk={() => form.submit()}
        confirmLoading={decision.isPending}
        onCancel={() => setDeciding(null)}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        // The form is there before the first decision opens, so that opening one fills it.
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={onFinish(decision.mutate)}>
          {deciding?.pass && askAmount && (
            <Form.Item {...item('amount')} label={t('wallet.actual')}>
              <MoneyInput style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item {...item('remark')} required={reasonNeeded} label={t('field.remark')}>
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
