import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Tag, Typography, Upload } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currencyRateSaveSchema, type CurrencyRateSaveInput } from '@storefront/shared';
import type { Answer } from '@storefront/shared/client';
import { call, consoleQuery } from '../api';
import { actionsColumn, DeskTable } from '../components/DeskTable';
import { useFormat } from '../components/Money';
import { useDeskMutation } from '../components/useDeskMutation';
import { type Draft, useSchemaForm } from '../components/useSchemaForm';
import { queryKeys } from '../query-keys';

type Rate = Answer<'GET /api/admin/currency_rates'>[number];
type Imported = Answer<'POST /api/admin/currency_rates/import'>;

const RATES = 'GET /api/admin/currency_rates';

/**
 * The display currencies' rates per US dollar (decision 062): when each holds from, where it came from, and a
 * stale flag (older than CURRENCY_RATE_MAX_AGE_HOURS: shoppers see dollars alone for it). A rate is set by hand,
 * or the ECB's daily file is imported for every currency it prices.
 */
export default function CurrencyRatesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const rates = useQuery(consoleQuery(RATES));
  const [editing, setEditing] = useState<Rate | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  const { form, item, onFinish } = useSchemaForm<
    { rate?: string },
    typeof currencyRateSaveSchema,
    CurrencyRateSaveInput
  >(
    currencyRateSaveSchema,
    (values) => ({ code: editing?.code, rate: values.rate }) as Draft<CurrencyRateSaveInput>,
  );

  const saving = useDeskMutation({
    mutationFn: (input: CurrencyRateSaveInput) => call('POST /api/admin/currency_rate/save', input),
    success: 'msg.save_success',
    onSuccess: () => setEditing(null),
    invalidates: [queryKeys.all(RATES)],
  });
  const importing = useDeskMutation({
    mutationFn: (chosen: File) => {
      const data = new FormData();
      data.append('file', chosen);
      // Each send is a file chosen anew (the button waits for the answer), not a repeated click.
      return call('POST /api/admin/currency_rates/import', data, { repeatSubmit: false });
    },
    success: 'msg.rates_imported',
    onMutate: () => setImported(null),
    onSuccess: (answer) => setImported(answer),
    invalidates: [queryKeys.all(RATES)],
  });

  const open = (row: Rate) => {
    form.resetFields();
    form.setFieldsValue({ rate: row.rate ?? undefined });
    setEditing(row);
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('console.rates_import_hint')}</Typography.Paragraph>
      <Space wrap>
        <Upload
          accept=".xml,application/xml,text/xml"
          maxCount={1}
          fileList={file ? [{ uid: 'rates', name: file.name, status: 'done' }] : []}
          onRemove={() => setFile(null)}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setImported(null);
            return false;
          }}
        >
          <Button>{t('console.rates_import_choose')}</Button>
        </Upload>
        <Button
          type="primary"
          disabled={!file}
          loading={importing.isPending}
          onClick={() => file && importing.mutate(file)}
          data-testid="import-rates"
        >
          {t('console.rates_import')}
        </Button>
      </Space>
      {imported && (
        <Alert
          type={imported.missing.length ? 'warning' : 'success'}
          showIcon
          message={t('console.rates_set', { codes: imported.imported.join(', ') || '—' })}
          description={
            imported.missing.length
              ? t('console.rates_missing', { codes: imported.missing.join(', ') })
              : undefined
          }
        />
      )}
      <DeskTable<Rate>
        rowKey="code"
        loading={rates.isPending}
        dataSource={rates.data ?? []}
        pagination={false}
        columns={[
          { title: t('field.currency'), dataIndex: 'code' },
          {
            title: t('console.rate_per_dollar'),
            dataIndex: 'rate',
            render: (rate: string | null) => (rate === null ? '—' : <bdi data-rate={rate}>{rate}</bdi>),
          },
          {
            title: t('console.rated_at'),
            dataIndex: 'rated_at',
            render: (time: string | null) => (time ? format.dateTime(time) : '—'),
          },
          {
            title: t('console.rate_source'),
            dataIndex: 'source',
            render: (source: Rate['source'], row: Rate) =>
              source === null
                ? '—'
                : `${t(source === 'ecb' ? 'console.source_ecb' : 'console.source_operator')}${row.operator ? ` · ${row.operator}` : ''}`,
          },
          {
            title: t('field.status'),
            dataIndex: 'stale',
            render: (stale: boolean, row: Rate) =>
              row.rate === null ? (
                <Tag>{t('console.rate_none')}</Tag>
              ) : stale ? (
                <Tag color="warning" data-testid={`stale-${row.code}`}>
                  {t('console.rate_stale')}
                </Tag>
              ) : (
                <Tag color="success">{t('console.rate_fresh')}</Tag>
              ),
          },
          actionsColumn<Rate>(t, (row) => (
            <Button size="small" onClick={() => open(row)} data-testid={`edit-rate-${row.code}`}>
              {t('console.rate_edit')}
            </Button>
          )),
        ]}
      />
      <Modal
        open={editing !== null}
        title={`${t('console.rate_edit')} · ${editing?.code ?? ''}`}
        onOk={() => form.submit()}
        confirmLoading={saving.isPending}
        onCancel={() => setEditing(null)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={onFinish(saving.mutate)}>
          <Form.Item {...item('rate')} label={t('console.rate_per_dollar')}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
