import { useState } from 'react';
import { Button, Descriptions, Drawer, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  findLanguage,
  type LanguageFileName,
  type TranslationTarget,
  translationSaveSchema,
} from '@storefront/shared';
import type { Answer } from '@storefront/shared/client';
import { CONSOLE_TRANSLATIONS } from '../api';
import type { TranslationsClient } from '../desk-client';
import { formatSpecs, parseSpecs } from './specs-text';
import { useDeskMutation } from './useDeskMutation';
import { useSchemaForm } from './useSchemaForm';
import { queryKeys } from '../query-keys';

type Translations = Answer<'GET /api/admin/translations'>;
type Language = Translations['languages'][number];
type Values = { name?: string; description?: string; specs?: string };

/** A language's name, written in that language and marked so. */
const LanguageName = ({ language }: { language: Language }) => (
  <span lang={findLanguage(language.lang)?.bcp47}>{language.language_name}</span>
);

/** The row action that opens a product's or shop's translations. */
export function TranslationsButton({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" onClick={() => onOpen(id)} data-testid={`translations-${id}`}>
      {t('console.translations')}
    </Button>
  );
}

/**
 * A product's or shop's translations: every language with whether it is translated, and one language edited
 * beside the original, optionally started from another language's texts as a draft.
 */
export function TranslationsDrawer({
  target,
  id,
  onClose,
  client = CONSOLE_TRANSLATIONS,
}: {
  target: TranslationTarget;
  id: number | null;
  onClose: () => void;
  client?: TranslationsClient;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Language | null>(null);
  const translations = useQuery({
    queryKey: queryKeys.read(client.read, { target, id: id ?? 0 }),
    queryFn: ({ signal }) => client.fetch({ target, id: id ?? 0 }, signal),
    enabled: id !== null,
  });
  const data = translations.data;
  const done = data?.languages.filter((language) => language.translation !== null).length ?? 0;

  const { form, item, onFinish } = useSchemaForm(translationSaveSchema, (values: Partial<Values>) => ({
    target,
    id: id ?? undefined,
    lang: editing?.lang as LanguageFileName | undefined,
    name: values.name,
    description: values.description,
    specs: target === 'product' ? parseSpecs(values.specs) : undefined,
  }));

  const edit = (language: Language) => {
    setEditing(language);
    fill(language.translation);
  };
  const fill = (texts: Translations['own'] | null) =>
    form.setFieldsValue({
      name: texts?.name ?? '',
      description: texts?.description ?? '',
      specs: formatSpecs(texts?.specs),
    });
  const saving = useDeskMutation({
    mutationFn: client.save,
    success: 'msg.save_success',
    onSuccess: () => setEditing(null),
    invalidates: [queryKeys.all(client.read)],
  });

  return (
    <Drawer
      open={id !== null}
      onClose={() => {
        setEditing(null);
        onClose();
      }}
      width={720}
      title={`${t('console.translations')} · ${data?.own.name ?? ''}`}
      extra={data && <Tag>{t('console.translation_count', { done, total: data.languages.length })}</Tag>}
    >
      {editing && data ? (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="translation-editor">
          <Descriptions bordered size="small" column={1} title={t('console.own_text')}>
            <Descriptions.Item label={t('field.name')}>{data.own.name}</Descriptions.Item>
            <Descriptions.Item label={t('field.description')}>{data.own.description}</Descriptions.Item>
            {target === 'product' && (
              <Descriptions.Item label={t('field.spec')}>
                <Typography.Text style={{ whiteSpace: 'pre-line' }}>
                  {formatSpecs(data.own.specs)}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Select
            style={{ minWidth: 240 }}
            placeholder={t('console.fill_from')}
            aria-label={t('console.fill_from')}
            value={null}
            onChange={(lang: string) =>
              fill(
                lang === 'own'
                  ? data.own
                  : (data.languages.find((language) => language.lang === lang)?.translation ?? null),
              )
            }
            options={[
              { value: 'own', label: t('console.own_text') },
              ...data.languages
                .filter((language) => language.translation !== null && language.lang !== editing.lang)
                .map((language) => ({ value: language.lang, label: <LanguageName language={language} /> })),
            ]}
          />
          <Form form={form} name="translation" layout="vertical" onFinish={onFinish(saving.mutate)}>
            <Typography.Title level={5}>
              <LanguageName language={editing} />
            </Typography.Title>
            <Form.Item {...item('name')} label={t('field.name')}>
              <Input dir="auto" />
            </Form.Item>
            <Form.Item {...item('description')} label={t('field.description')}>
              <Input.TextArea rows={4} dir="auto" />
            </Form.Item>
            {target === 'product' && (
              <Form.Item {...item('specs')} label={t('field.spec')} extra={t('console.specs_hint')}>
                <Input.TextArea rows={3} dir="auto" />
              </Form.Item>
            )}
            <Space>
              <Button
                type="primary"
                htmlType="submit"
                loading={saving.isPending}
                data-testid="save-translation"
              >
                {t('common.save')}
              </Button>
              <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button>
            </Space>
          </Form>
        </Space>
      ) : (
        <Table<Language>
          rowKey="lang"
          size="small"
          loading={translations.isPending}
          dataSource={data?.languages ?? []}
          pagination={false}
          columns={[
            { title: t('route.language'), render: (_, row) => <LanguageName language={row} /> },
            { title: t('field.name'), render: (_, row) => row.translation?.name ?? '—' },
            {
              title: t('field.status'),
              render: (_, row) =>
                row.translation ? (
                  <Tag color="success">{t('console.translation_done')}</Tag>
                ) : (
                  <Tag color="warning">{t('console.translation_missing')}</Tag>
                ),
            },
            {
              title: t('console.actions'),
              render: (_, row) => (
                <Button size="small" onClick={() => edit(row)} data-testid={`edit-translation-${row.lang}`}>
                  {t('common.edit')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
