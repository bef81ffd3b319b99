import { useState } from 'react';
import { Alert, Button, Drawer, Select, Space, Table, Typography, Upload } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Answer } from '@storefront/shared/client';
import { CATALOGUE_REPORT_MAX } from '@storefront/shared';
import { useFormat } from './Money';

type Report = Answer<'POST /api/seller/products/import'>;
type CatalogueFile = Answer<'GET /api/seller/products/export'>;

/** How a desk imports and exports a catalogue: the seller's own shop, or the shop an operator chooses. */
export type CatalogueClient = {
  importFile: (file: File, shopId: number | undefined) => Promise<Report>;
  exportFile: (shopId: number | undefined) => Promise<CatalogueFile>;
  /** The console's shops, one of which the operator chooses; the seller centre has none (its own shop). */
  shops?: Array<{ id: number; name: string }>;
};

/** Saves an exported catalogue as the file its answer names. */
function download(file: CatalogueFile) {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The products pages' Import and Export buttons (decision 047). Import opens a drawer: choose a CSV file, send
 * it, and read either how many products were imported or the table of refused rows (nothing is imported then).
 */
export function CatalogueImport({
  client,
  onImported,
}: {
  client: CatalogueClient;
  onImported: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [shopId, setShopId] = useState<number | undefined>(undefined);
  const [report, setReport] = useState<Report | null>(null);
  const needsShop = client.shops !== undefined && shopId === undefined;

  // Failures are shown by the client; a refused file answers a report, not a failure.
  const importing = useMutation({
    mutationFn: (chosen: File) => client.importFile(chosen, shopId),
    onMutate: () => setReport(null),
    onSuccess: async (answer) => {
      setReport(answer);
      if (answer.imported > 0) await onImported();
    },
  });
  const exporting = useMutation({ mutationFn: () => client.exportFile(shopId), onSuccess: download });

  const shopSelect = client.shops && (
    <Select
      showSearch
      optionFilterProp="label"
      placeholder={t('field.shop_id')}
      aria-label={t('field.shop_id')}
      value={shopId}
      onChange={setShopId}
      style={{ width: 240 }}
      options={client.shops.map((shop) => ({ value: shop.id, label: shop.name }))}
    />
  );

  // The seller exports beside Import; the console, in the drawer once a shop is chosen.
  const exportButton = (
    <Button
      disabled={needsShop}
      onClick={() => exporting.mutate()}
      loading={exporting.isPending}
      data-testid="export-products"
    >
      {t('console.export_products')}
    </Button>
  );

  return (
    <>
      {/* Its own row of buttons: the page's Space spaces this component as one item. */}
      <Space wrap>
        <Button onClick={() => setOpen(true)} data-testid="import-products">
          {t('console.import_products')}
        </Button>
        {!client.shops && exportButton}
      </Space>
      <Drawer title={t('console.import_title')} open={open} onClose={() => setOpen(false)} width={720}>
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {shopSelect && (
            <Space wrap>
              {shopSelect}
              {exportButton}
            </Space>
          )}
          <Typography.Paragraph type="secondary">{t('console.import_hint')}</Typography.Paragraph>
          <Space wrap>
            <Upload
              accept=".csv,text/csv"
              maxCount={1}
              fileList={file ? [{ uid: 'catalogue', name: file.name, status: 'done' }] : []}
              onRemove={() => setFile(null)}
              beforeUpload={(chosen) => {
                setFile(chosen);
                setReport(null);
                return false;
              }}
            >
              <Button>{t('console.import_choose')}</Button>
            </Upload>
            <Button
              type="primary"
              loading={importing.isPending}
              disabled={!file || needsShop}
              onClick={() => file && importing.mutate(file)}
              data-testid="send-import"
            >
              {t('console.import_send')}
            </Button>
          </Space>
          {report && report.imported > 0 && (
            <Alert
              type="success"
              showIcon
              message={t('console.import_done', { count: format.count(report.imported) })}
            />
          )}
          {report && report.imported === 0 && (
            <>
              <Alert
                type="error"
                showIcon
                message={t('console.import_report', { count: format.count(report.refused_rows) })}
              />
              <Table
                size="small"
                rowKey={(row) => `${row.row}:${row.column}:${row.key}`}
                dataSource={report.refused}
                pagination={{ pageSize: 20, showSizeChanger: false }}
                columns={[
                  {
                    title: t('console.import_row'),
                    dataIndex: 'row',
                    render: (row: number) => format.count(row),
                  },
                  { title: t('console.import_column'), dataIndex: 'column' },
                  { title: t('console.import_reason'), dataIndex: 'message' },
                ]}
              />
              {report.refused.length >= CATALOGUE_REPORT_MAX && (
                <Typography.Text type="secondary">
                  {t('console.import_more', { count: format.count(CATALOGUE_REPORT_MAX) })}
                </Typography.Text>
              )}
            </>
          )}
        </Space>
      </Drawer>
    </>
  );
}
