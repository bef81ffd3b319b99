import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Drawer,
  Form,
  Grid,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  COUNTRY_CODES,
  DEFAULT_SHIPPING_ZONE,
  findLanguage,
  SHIPPING_RULES,
  type ShippingRule,
  shippingZoneSaveSchema,
  type ShippingZoneSaveInput,
} from '@storefront/shared';
import type { Answer } from '@storefront/shared/client';
import type { DeskQueryKey } from '../query-keys';
import { actionsColumn, DeskTable } from './DeskTable';
import { MoneyInput } from './MoneyInput';
import { useDeskMutation } from './useDeskMutation';
import { useSchemaForm } from './useSchemaForm';

/** A shop's zones and the platform's rule, as the seller centre's and the console's calls answer them. */
export type ZonesAnswer = Answer<'GET /api/seller/shipping_zones'>;
type Zone = ZonesAnswer['zones'][number];
type Rule = ZonesAnswer['default_zone'];

/**
 * Where the editor reads and saves a shop's zones: the seller centre's calls (the member's own shop, with the
 * seller token) or the console's (the shop it names, with the operator's).
 */
export type ZonesClient = {
  /** The read's key, which a change refreshes. */
  queryKey: DeskQueryKey;
  read: (signal: AbortSignal) => Promise<ZonesAnswer>;
  save: (zone: ShippingZoneSaveInput) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

type FormValues = {
  name: string;
  rest: boolean;
  countries: string[];
  rule: ShippingRule;
  base: string;
  per_kg?: string;
  percent?: string;
  free_from?: string | null;
  handling_days: number;
  transit_days_min: number;
  transit_days_max: number;
};

/** Lower case without accents, so that "reunion" finds "Réunion" and "turkiye" "Türkiye". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The interface language's BCP 47 tag, and country names in it (the browser's own, Intl.DisplayNames). */
function useCountryNames() {
  const { i18n } = useTranslation();
  const bcp47 = findLanguage(i18n.language)?.bcp47 ?? 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames([bcp47], { type: 'region', fallback: 'code' });
    const nameOf = (code: string) => names.of(code) ?? code;
    const collator = new Intl.Collator(bcp47);
    const options = COUNTRY_CODES.map((code) => ({ value: code, label: nameOf(code) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    // "Japan, South Korea, China", with the language's own commas.
    const list = new Intl.ListFormat(bcp47, { type: 'unit', style: 'short' });
    return { nameOf, options, list };
  }, [bcp47]);
}

/** What a rule charges, in words: "$6.00 flat, free from $49.00". */
export function ruleSummary(t: TFunction, rule: Rule) {
  const price =
    rule.rule === 'flat' && rule.base === '0.00'
      ? t('zones.summary.free')
      : t(`zones.summary.${rule.rule}`, { base: rule.base, per_kg: rule.per_kg, percent: rule.percent });
  return rule.free_from === null ? price : t('zones.summary.with_free', { price, amount: rule.free_from });
}

/** How long a parcel takes: "Arrives in 2 + 5–12 days" (handling, then the carrier's fewest and most). */
export function arrivalSummary(t: TFunction, rule: Rule) {
  return rule.transit_days_min === rule.transit_days_max
    ? t('zones.arrives_exact', { handling: rule.handling_days, days: rule.transit_days_min })
    : t('zones.arrives', {
        handling: rule.handling_days,
        min: rule.transit_days_min,
        max: rule.transit_days_max,
      });
}

/** How many country names a row shows before "+12 more". */
const NAMES_SHOWN = 8;

function Countries({ zone }: { zone: Zone }) {
  const { t } = useTranslation();
  const { nameOf, list } = useCountryNames();
  if (zone.countries.length === 0) return <Tag color="blue">{t('zones.rest_of_world')}</Tag>;
  const names = zone.countries.map(nameOf);
  const hidden = names.length - NAMES_SHOWN;
  return (
    <span data-testid="zone-countries">
      {list.format(names.slice(0, NAMES_SHOWN))}
      {hidden > 0 && <span className="muted"> {t('zones.more', { count: hidden })}</span>}
    </span>
  );
}

/** What a shop ships by while it has no zone, or what its zones leave out. */
function Coverage({ zones, defaultZone }: { zones: Zone[]; defaultZone: Rule }) {
  const { t } = useTranslation();
  if (zones.length === 0)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="default-zone"
        title={t('zones.default_title')}
        description={
          <>
            <div>
              <strong>{ruleSummary(t, defaultZone)}</strong> · {arrivalSummary(t, defaultZone)}
            </div>
            <div className="muted">{t('zones.default_hint')}</div>
          </>
        }
      />
    );
  if (zones.some((zone) => zone.countries.length === 0)) return null;
  return <Alert type="warning" showIcon data-testid="no-rest" title={t('zones.only_named')} />;
}

/**
 * A shop's shipping zones: the list (a table on a laptop, cards on a phone), the platform's rule while there is
 * none, and for those who may change them a form in a drawer and a delete that asks first. One editor for the
 * seller centre and the console; `client` says whose zones and through which calls.
 */
export function ShippingZonesEditor({
  client,
  editable,
}: {
  client: ZonesClient;
  /** Whether the zones may be changed here; undefined while that is not known yet (nothing is offered). */
  editable: boolean | undefined;
}) {
  const { t } = useTranslation();
  const zones = useQuery({ queryKey: client.queryKey, queryFn: ({ signal }) => client.read(signal) });
  const [editing, setEditing] = useState<Zone | 'new' | null>(null);
  const invalidates = [client.queryKey];
  const save = useDeskMutation({
    mutationFn: client.save,
    success: 'msg.save_success',
    onSuccess: () => setEditing(null),
    invalidates,
  });
  const removal = useDeskMutation({
    mutationFn: client.remove,
    success: 'msg.delete_success',
    invalidates,
  });
  const list = zones.data?.zones ?? [];

  return (
    <>
      {zones.data && <Coverage zones={list} defaultZone={zones.data.default_zone} />}
      <Space wrap style={{ margin: '16px 0' }}>
        {editable === true && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="add-zone">
            {t('zones.add')}
          </Button>
        )}
        {editable === false && <Typography.Text className="muted">{t('zones.owner_only')}</Typography.Text>}
      </Space>
      <DeskTable<Zone>
        rowKey="id"
        loading={zones.isPending}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: t('zones.none') }}
        columns={[
          {
            title: t('field.name'),
            dataIndex: 'name',
            render: (name: string) => <strong data-testid="zone-name">{name}</strong>,
          },
          { title: t('field.countries'), key: 'countries', render: (_, zone) => <Countries zone={zone} /> },
          {
            title: t('zones.shipping'),
            key: 'shipping',
            render: (_, zone) => <span data-testid="zone-rule">{ruleSummary(t, zone)}</span>,
          },
          {
            title: t('zones.delivery'),
            key: 'delivery',
            render: (_, zone) => <span data-testid="zone-arrival">{arrivalSummary(t, zone)}</span>,
          },
          ...(editable
            ? [
                actionsColumn<Zone>(t, (zone) => (
                  <Space wrap>
                    <Button
                      size="small"
                      onClick={() => setEditing(zone)}
                      data-testid={`edit-zone-${zone.id}`}
                    >
                      {t('common.edit')}
                    </Button>
                    <Popconfirm
                      title={t('zones.delete_confirm', { name: zone.name })}
                      okText={t('common.delete')}
                      okButtonProps={{ danger: true }}
                      cancelText={t('common.cancel')}
                      onConfirm={() => removal.mutate(zone.id)}
                    >
                      <Button
                        size="small"
                        danger
                        loading={removal.isPending && removal.variables === zone.id}
                        data-testid={`delete-zone-${zone.id}`}
                      >
                        {t('common.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )),
              ]
            : []),
        ]}
      />
      <ZoneDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        save={save.mutate}
        saving={save.isPending}
      />
    </>
  );
}

function ZoneDrawer({
  editing,
  onClose,
  ...form
}: {
  editing: Zone | 'new' | null;
  onClose: () => void;
  save: (zone: ShippingZoneSaveInput) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  // On a phone the form takes the whole width; on a laptop a drawer beside the list.
  const narrow = Grid.useBreakpoint().sm === false;
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      width={narrow ? '100%' : 520}
      title={editing === null ? undefined : editing === 'new' ? t('zones.add') : t('zones.edit')}
    >
      {/* A new form for each zone opened: its fields start from that zone. */}
      {editing !== null && <ZoneForm key={editing === 'new' ? 'new' : editing.id} zone={editing} {...form} />}
    </Drawer>
  );
}

const initialValuesOf = (zone: Zone | 'new'): Partial<FormValues> =>
  zone === 'new'
    ? {
        rest: false,
        countries: [],
        rule: 'flat',
        handling_days: DEFAULT_SHIPPING_ZONE.handlingDays,
        transit_days_min: DEFAULT_SHIPPING_ZONE.transitDaysMin,
        transit_days_max: DEFAULT_SHIPPING_ZONE.transitDaysMax,
      }
    : {
        name: zone.name,
        rest: zone.countries.length === 0,
        countries: zone.countries,
        rule: zone.rule,
        base: zone.base,
        per_kg: zone.per_kg,
        percent: zone.percent,
        free_from: zone.free_from,
        handling_days: zone.handling_days,
        transit_days_min: zone.transit_days_min,
        transit_days_max: zone.transit_days_max,
      };

function ZoneForm({
  zone,
  save,
  saving,
}: {
  zone: Zone | 'new';
  save: (zone: ShippingZoneSaveInput) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const { options } = useCountryNames();
  const { form, item, onFinish } = useSchemaForm<FormValues, typeof shippingZoneSaveSchema>(
    shippingZoneSaveSchema,
    (values) => ({
      id: zone === 'new' ? undefined : zone.id,
      name: values.name,
      countries: values.rest ? [] : (values.countries ?? []),
      rule: values.rule,
      base: values.base,
      per_kg: values.rule === 'weight' ? (values.per_kg ?? undefined) : undefined,
      percent: values.rule === 'amount' ? (values.percent ?? undefined) : undefined,
      free_from: values.free_from || null,
      handling_days: values.handling_days,
      transit_days_min: values.transit_days_min,
      transit_days_max: values.transit_days_max,
    }),
  );
  const rest = Form.useWatch('rest', form) ?? (zone !== 'new' && zone.countries.length === 0);
  const rule = Form.useWatch('rule', form) ?? (zone === 'new' ? 'flat' : zone.rule);
  const days = { xs: 24, sm: 8 };

  return (
    <Form form={form} layout="vertical" initialValues={initialValuesOf(zone)} onFinish={onFinish(save)}>
      <Form.Item {...item('name')} label={t('field.name')}>
        <Input maxLength={60} placeholder={t('zones.name_placeholder')} />
      </Form.Item>
      <Form.Item
        name="rest"
        label={t('zones.rest_of_world')}
        valuePropName="checked"
        extra={t('zones.rest_hint')}
      >
        <Switch data-testid="zone-rest" />
      </Form.Item>
      {!rest && (
        <Form.Item {...item('countries')} label={t('field.countries')}>
          <Select
            mode="multiple"
            showSearch
            allowClear
            data-testid="zone-countries-select"
            placeholder={t('zones.countries_placeholder')}
            options={options}
            // By name in the interface language, or by code ("jp").
            filterOption={(input, option) =>
              folded(String(option?.label ?? '')).includes(folded(input.trim())) ||
              String(option?.value ?? '').toLowerCase() === input.trim().toLowerCase()
            }
          />
        </Form.Item>
      )}
      <Form.Item {...item('rule')} label={t('field.rule')}>
        <Select
          data-testid="zone-rule-select"
          options={SHIPPING_RULES.map((value) => ({ value, label: t(`zones.rule.${value}`) }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item {...item('base')} label={t(rule === 'flat' ? 'zones.price' : 'field.base')}>
            <MoneyInput style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {rule === 'weight' && (
          <Col xs={24} sm={12}>
            <Form.Item {...item('per_kg')} label={t('field.per_kg')} extra={t('zones.per_kg_hint')}>
              <MoneyInput style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        {rule === 'amount' && (
          <Col xs={24} sm={12}>
            <Form.Item {...item('percent')} label={t('field.percent')}>
              <InputNumber<string>
                stringMode
                min="0"
                max="100"
                step="0.5"
                suffix="%"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item {...item('free_from')} label={t('field.free_from')} extra={t('zones.free_from_hint')}>
        <MoneyInput style={{ width: '100%' }} />
      </Form.Item>
      <Row gutter={12}>
        <Col {...days}>
          <Form.Item {...item('handling_days')} label={t('field.handling_days')}>
            <InputNumber min={0} max={30} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...days}>
          <Form.Item {...item('transit_days_min')} label={t('field.transit_days_min')}>
            <InputNumber min={0} max={90} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...days}>
          <Form.Item {...item('transit_days_max')} label={t('field.transit_days_max')}>
            <InputNumber min={0} max={90} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph className="muted">{t('zones.days_hint')}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" block loading={saving} data-testid="save-zone">
        {t('common.save')}
      </Button>
    </Form>
  );
}
