import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Drawer, Form, Input, Space, Switch, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOMAIN_EVENTS, type DomainEvent, webhookSaveSchema } from '@storefront/shared';
import type { Answer, Input as InputOf } from '@storefront/shared/client';
import type { ListReader, RowOf } from '../desk-client';
import { actionsColumn, DeskTable, LongText } from './DeskTable';
import { useFormat } from './Money';
import { useDeskMutation } from './useDeskMutation';
import { useSchemaForm } from './useSchemaForm';
import { useServerList } from './useServerList';
import { queryKeys } from '../query-keys';

type Endpoint = Answer<'GET /api/admin/webhooks'>[number];
type Delivery = RowOf<'GET /api/admin/webhook/deliveries'>;
type DeliveriesName = 'GET /api/admin/webhook/deliveries' | 'GET /api/seller/webhook/deliveries';

/** A desk's webhook calls: the console's for the platform's endpoints, the seller centre's for its shop's. */
export type WebhooksClient = {
  endpoints: 'GET /api/admin/webhooks' | 'GET /api/seller/webhooks';
  deliveries: DeliveriesName;
  fetchEndpoints: (signal?: AbortSignal) => Promise<Endpoint[]>;
  readList: ListReader<DeliveriesName>;
  save: (input: InputOf<'POST /api/admin/webhook/save'>) => Promise<Endpoint>;
  replay: (deliveryId: number) => Promise<unknown>;
};
type EndpointForm = { url: string; events: DomainEvent[]; enabled: boolean; rotate_secret: boolean };

const STATUS_COLORS: Record<string, string> = {
  pending: 'default',
  retrying: 'warning',
  delivered: 'success',
  failed: 'error',
};

/**
 * Webhook endpoints (signed per Standard Webhooks) and their deliveries: the failed ones at a switch, each one
 * sent again with a button. The platform's in the console (every event), a shop's in the seller centre (its own).
 */
export function WebhookEndpoints({ client }: { client: WebhooksClient }) {
  const { t } = useTranslation();
  const format = useFormat();
  const endpoints = useQuery({
    queryKey: queryKeys.read(client.endpoints),
    queryFn: ({ signal }) => client.fetchEndpoints(signal),
  });
  const { filters, set, tableProps } = useServerList(client.deliveries, ['status'], {
    readList: client.readList,
  });
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const [shownSecret, setShownSecret] = useState<string | null>(null);
  const { form, item, onFinish } = useSchemaForm(webhookSaveSchema, (values: Partial<EndpointForm>) => ({
    ...(editing !== 'new' && editing ? { id: editing.id } : {}),
    ...values,
  }));

  const open = (endpoint: Endpoint | 'new') => {
    setEditing(endpoint);
    setShownSecret(null);
    form.setFieldsValue(
      endpoint === 'new'
        ? { url: '', events: [...DOMAIN_EVENTS], enabled: true, rotate_secret: false }
        : { url: endpoint.url, events: endpoint.events, enabled: endpoint.enabled, rotate_secret: false },
    );
  };
  const save = useDeskMutation({
    mutationFn: client.save,
    success: 'msg.save_success',
    onSuccess: (saved) => {
      setShownSecret(saved.secret);
      setEditing(null);
    },
    invalidates: [queryKeys.all(client.endpoints)],
  });
  const replay = useDeskMutation({
    mutationFn: client.replay,
    success: 'msg.save_success',
    invalidates: [queryKeys.all(client.deliveries)],
  });

  return (
    <>
      <Card
        title={t('console.webhooks.title')}
        extra={
          <Button type="primary" onClick={() => open('new')}>
            {t('console.webhooks.add')}
          </Button>
        }
      >
        {shownSecret && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('console.webhooks.secret_once')}
            description={
              <Typography.Text copyable code data-testid="webhook-secret">
                {shownSecret}
              </Typography.Text>
            }
          />
        )}
        <DeskTable<Endpoint>
          rowKey="id"
          loading={endpoints.isPending}
          dataSource={endpoints.data ?? []}
          pagination={false}
          locale={{ emptyText: t('console.webhooks.none') }}
          columns={[
            { title: t('console.id'), dataIndex: 'id', width: 70 },
            {
              title: t('console.webhooks.url'),
              dataIndex: 'url',
              render: (url: string) => <LongText text={url} width={320} />,
            },
            {
              title: t('console.webhooks.events'),
              dataIndex: 'events',
              render: (events: string[]) =>
                events.length === DOMAIN_EVENTS.length ? (
                  t('console.webhooks.all_events')
                ) : (
                  <div
                    style={{ display: 'flex', flexWrap: 'wrap', gap: 4, maxWidth: 440, whiteSpace: 'normal' }}
                  >
                    {events.map((event) => (
                      <Tag key={event}>{event}</Tag>
                    ))}
                  </div>
                ),
            },
            {
              title: t('console.webhooks.enabled'),
              dataIndex: 'enabled',
              width: 100,
              render: (enabled: boolean) => (enabled ? t('console.yes') : t('console.no')),
            },
            actionsColumn<Endpoint>(
              t,
              (row) => <Button onClick={() => open(row)}>{t('console.webhooks.edit')}</Button>,
              110,
            ),
          ]}
        />
      </Card>
      <Card
        title={t('console.webhooks.deliveries')}
        style={{ marginTop: 16 }}
        extra={
          <Space>
            <Switch
              id="failed-only"
              checked={filters.status === 'failed'}
              onChange={(failed) => set({ status: failed ? 'failed' : undefined, page: 1 })}
            />
            <label htmlFor="failed-only">{t('console.webhooks.failed_only')}</label>
          </Space>
        }
      >
        <DeskTable<Delivery>
          {...tableProps}
          columns={[
            { title: t('console.id'), dataIndex: 'id', width: 70 },
            { title: t('console.webhooks.event'), dataIndex: 'event', width: 190 },
            {
              title: t('console.webhooks.url'),
              dataIndex: 'url',
              render: (url: string) => <LongText text={url} />,
            },
            {
              title: t('field.status'),
              dataIndex: 'status',
              width: 130,
              render: (status: string) => (
                <Tag color={STATUS_COLORS[status]}>{t(`console.webhooks.status.${status}`)}</Tag>
              ),
            },
            { title: t('console.webhooks.attempts'), dataIndex: 'attempts', width: 90, align: 'end' },
            {
              title: t('console.webhooks.last_answer'),
              key: 'answer',
              render: (_: unknown, row) => (
                <LongText
                  text={row.last_error ?? (row.last_status_code === null ? '' : String(row.last_status_code))}
                />
              ),
            },
            {
              title: t('statement.date'),
              dataIndex: 'created_at',
              width: 180,
              render: (time: string) => format.dateTime(time),
            },
            actionsColumn<Delivery>(
              t,
              (row) => (
                <Button
                  loading={replay.isPending && replay.variables === row.id}
                  onClick={() => replay.mutate(row.id)}
                >
                  {t('console.webhooks.replay')}
                </Button>
              ),
              130,
            ),
          ]}
        />
      </Card>
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('console.webhooks.add') : t('console.webhooks.edit')}
        width={480}
        destroyOnHidden
      >
        {/* The schema checks the address in the project's words: the browser's own check stays off. */}
        <Form form={form} layout="vertical" noValidate onFinish={onFinish(save.mutate)}>
          <Form.Item {...item('url')} label={t('console.webhooks.url')}>
            <Input type="url" maxLength={500} placeholder="https://example.com/webhooks" />
          </Form.Item>
          <Form.Item {...item('events')} label={t('console.webhooks.events')}>
            <Checkbox.Group options={DOMAIN_EVENTS.map((event) => ({ label: event, value: event }))} />
          </Form.Item>
          <Form.Item name="enabled" label={t('console.webhooks.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {editing !== 'new' && (
            <Form.Item name="rotate_secret" valuePropName="checked">
              <Checkbox>{t('console.webhooks.rotate')}</Checkbox>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('console.webhooks.save')}
          </Button>
        </Form>
      </Drawer>
    </>
  );
}
