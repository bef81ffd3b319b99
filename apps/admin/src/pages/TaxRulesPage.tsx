import { useMemo, useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Radio, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_CODES,
  findLanguage,
  formattingLocale,
  type TaxRuleSaveInput,
  taxRuleSaveSchema,
} from '@storefront/shared';
import type { Answer } from '@storefront/shared/client';
import { call, consoleQuery } from '../api';
import { actionsColumn, DeskTable } from '../components/DeskTable';
import { useFormat } from '../components/Money';
import { MoneyInput } from '../components/MoneyInput';
import { useDeskMutation } from '../components/useDeskMutation';
import { type Draft, useSchemaForm } from '../components/useSchemaForm';
import { queryKeys } from '../query-keys';

type Rule = Answer<'GET /api/admin/tax_rules'>[number];
/** When the tax is charged: at checkout up to an amount, always at checkout, or always on delivery. */
type Mode = 'up_to' | 'always' | 'never';
type RuleForm = { country: string; rate: string; mode: Mode; collect_up_to: string | null };

const RULES = 'GET /api/admin/tax_rules';
const MODES: readonly Mode[] = ['up_to', 'always', 'never'];
/** The theme's colours, readable at 4.5:1: the shopper pays on delivery in the waiting orange. */
const MODE_COLORS: Record<Mode, string | undefined> = {
  up_to: undefined,
  always: 'success',
  never: 'warning',
};

/** A rule's mode as the API keeps it: no amount is always, an amount of 0 never. */
const modeOf = (rule: Pick<Rule, 'collect_up_to'>): Mode =>
  rule.collect_up_to === null ? 'always' : Number(rule.collect_up_to) === 0 ? 'never' : 'up_to';

/** The amount the request carries for a mode: none (always), "0" (never) or the one typed. */
const amountOf = (values: Partial<RuleForm>) =>
  values.mode === 'always' ? null : values.mode === 'never' ? '0' : (values.collect_up_to ?? undefined);

/** Lower case without accents, so that "reunion" finds "Réunion". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Every country a rule can name, in the console language (Intl.DisplayNames), in its alphabetical order. */
function useCountries() {
  const { i18n } = useTranslation();
  const bcp47 = findLanguage(i18n.language)?.bcp47 ?? 'en';
  return useMemo(() => {
    const locale = formattingLocale(bcp47);
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const nameOf = (code: string) => names.of(code) ?? code;
    const collator = new Intl.Collator(locale);
    const byName = (a: string, b: string) => collator.compare(nameOf(a), nameOf(b));
    const options = [...COUNTRY_CODES].sort(byName).map((code) => ({ value: code, label: nameOf(code) }));
    return { nameOf, byName, options };
  }, [bcp47]);
}

/**
 * The destinations' import VAT/GST (decision 064): per country its rate and the amount up to which the checkout
 * charges it (duties and taxes included); dearer parcels say the carrier may charge it on delivery. A rule is
 * added, edited (its country fixed) and deleted; every change is in the audit log.
 */
export default function TaxRulesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const rules = useQuery(consoleQuery(RULES));
  const { nameOf, byName, options } = useCountries();
  // The API lists by code; operators look a country up by its name in their language.
  const sorted = useMemo(
    () => [...(rules.data ?? [])].sort((a, b) => byName(a.country, b.country)),
    [rules.data, byName],
  );
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const { form, item, onFinish } = useSchemaForm<RuleForm, typeof taxRuleSaveSchema, TaxRuleSaveInput>(
    taxRuleSaveSchema,
    (values) =>
      ({
        country: values.country,
        rate: values.rate,
        collect_up_to: amountOf(values),
      }) as Draft<TaxRuleSaveInput>,
  );
  const mode = Form.useWatch('mode', form);

  const saving = useDeskMutation({
    mutationFn: (input: TaxRuleSaveInput) => call('POST /api/admin/tax_rule/save', input),
    success: 'msg.save_success',
    onSuccess: () => setEditing(null),
    invalidates: [queryKeys.all(RULES)],
  });
  const removal = useDeskMutation({
    mutationFn: (country: string) => call('POST /api/admin/tax_rule/delete', { country }),
    success: 'msg.delete_success',
    invalidates: [queryKeys.all(RULES)],
  });

  const open = (rule: Rule | 'new') => {
    form.resetFields();
    form.setFieldsValue(
      rule === 'new'
        ? { mode: 'up_to' }
        : {
            country: rule.country,
            rate: rule.rate,
            mode: modeOf(rule),
            collect_up_to: modeOf(rule) === 'up_to' ? rule.collect_up_to : null,
          },
    );
    setEditing(rule);
  };

  const charged = (rule: Rule) => {
    const ruleMode = modeOf(rule);
    return (
      <Tag color={MODE_COLORS[ruleMode]} style={{ whiteSpace: 'normal' }}>
        {ruleMode === 'up_to'
          ? t('console.taxes.charged_up_to', { amount: rule.collect_up_to })
          : t(`console.taxes.mode_${ruleMode}`)}
      </Tag>
    );
  };
  const amountItem = item('collect_up_to');

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 880, marginBottom: 0 }}>
        {t('console.taxes.hint')}
      </Typography.Paragraph>
      <Button type="primary" onClick={() => open('new')} data-testid="add-tax-rule">
        {t('console.taxes.add')}
      </Button>
      <DeskTable<Rule>
        rowKey="country"
        loading={rules.isPending}
        dataSource={sorted}
        pagination={false}
        locale={{ emptyText: t('console.taxes.none') }}
        columns={[
          {
            title: t('field.country'),
            dataIndex: 'country',
            render: (country: string) => (
              <Space size={6} wrap>
                <span>{nameOf(country)}</span>
                <Typography.Text type="secondary">
                  <bdi>{country}</bdi>
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('console.taxes.rate'),
            dataIndex: 'rate',
            render: (rate: string) => <bdi data-rate={rate}>{format.percent(Number(rate))}</bdi>,
          },
          { title: t('console.taxes.collection'), key: 'collection', render: (_, rule) => charged(rule) },
          {
            title: t('console.taxes.changed'),
            dataIndex: 'updated_at',
            render: (time: string, rule) => (
              <span>
                {format.dateTime(time)}
                {rule.operator && <Typography.Text type="secondary"> · {rule.operator}</Typography.Text>}
              </span>
            ),
          },
          actionsColumn<Rule>(t, (rule) => (
            <Space size="small">
              <Button size="small" onClick={() => open(rule)} data-testid={`edit-tax-${rule.country}`}>
                {t('common.edit')}
              </Button>
              <Popconfirm
                title={t('console.taxes.delete_confirm', { country: nameOf(rule.country) })}
                okText={t('common.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('common.cancel')}
                onConfirm={() => removal.mutate(rule.country)}
              >
                <Button
                  danger
                  size="small"
                  loading={removal.isPending && removal.variables === rule.country}
                  data-testid={`delete-tax-${rule.country}`}
                >
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            </Space>
          )),
        ]}
      />
      <Modal
        open={editing !== null}
        title={
          editing === 'new' || editing === null
            ? t('console.taxes.add')
            : `${t('console.taxes.edit')} · ${nameOf(editing.country)}`
        }
        onOk={() => form.submit()}
        confirmLoading={saving.isPending}
        onCancel={() => setEditing(null)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={onFinish(saving.mutate)}>
          <Form.Item {...item('country')} label={t('field.country')}>
            <Select
              showSearch
              disabled={editing !== 'new'}
              placeholder={t('console.taxes.country_placeholder')}
              // A new rule is for a country without one; a country's rule is changed by its Edit.
              options={
                editing === 'new'
                  ? options.filter(({ value }) => !rules.data?.some((rule) => rule.country === value))
                  : options
              }
              // A name without its accents, or the code itself ("de").
              filterOption={(typed, option) =>
                option !== undefined &&
                (folded(option.label).includes(folded(typed.trim())) ||
                  option.value.toLowerCase() === typed.trim().toLowerCase())
              }
              optionRender={(option) => (
                <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                  <span>{option.label}</span>
                  <Typography.Text type="secondary">
                    <bdi>{option.value}</bdi>
                  </Typography.Text>
                </Space>
              )}
              data-testid="tax-country"
            />
          </Form.Item>
          <Form.Item {...item('rate')} label={t('field.tax_rate')}>
            <Input inputMode="decimal" suffix="%" style={{ maxWidth: 200 }} />
          </Form.Item>
          <Form.Item name="mode" label={t('console.taxes.mode')}>
            <Radio.Group>
              <Space direction="vertical">
                {MODES.map((value) => (
                  <Radio key={value} value={value}>
                    {t(`console.taxes.mode_${value}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {mode === 'up_to' && (
            <Form.Item
              {...amountItem}
              required
              rules={[
                ...amountItem.rules,
                { required: true, message: t('validation.required', { field: t('field.collect_up_to') }) },
              ]}
              label={t('field.collect_up_to')}
              extra={t('console.taxes.limit_hint')}
            >
              <MoneyInput style={{ width: 200 }} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Space>
  );
}
