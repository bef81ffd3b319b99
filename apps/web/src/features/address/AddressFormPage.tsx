import { useState, type ReactNode } from 'react';
import { Form, Input, Switch, TextArea } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  type AddressPart,
  addressFormSchema,
  type CountryAddressFormat,
  nationalPhone,
  partLabel,
} from '@storefront/shared/address';
import { SubmitButton } from '../../components/SubmitButton';
import { PageLoading } from '../../components/PageLoading';
import { TopBar } from '../../components/TopBar';
import { LtrInput } from '../../components/LtrInput';
import { LazyErrorBlock } from '../../components/LazyErrorBlock';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { loadedCountryFormat, useCountryFormat } from '../../lib/address-formats';
import { type Address, chooseForCheckout, useAddress, useSaveAddress } from '../../api/addresses';
import { ChoiceChips } from '../../components/ChoiceChips';
import { CountryPicker } from './CountryPicker';
import './AddressFormPage.css';

const TAGS = ['home', 'office', 'school'] as const;

type FormValues = Partial<Record<AddressPart | 'mobile' | 'tag', string>> & { is_default?: boolean };

/** The form's schema checks against the formats loaded so far, the chosen country's among them. */
const schema = addressFormSchema(loadedCountryFormat);

export default function AddressFormPage() {
  const { id } = useParams();
  const existing = useAddress(id === undefined ? undefined : Number(id));
  // The form opens with the address it edits: filled in later, it would overwrite what was typed meanwhile.
  if (id !== undefined && existing.isPending) return <PageLoading />;
  return <AddressForm id={id === undefined ? undefined : Number(id)} existing={existing.data} />;
}

function AddressForm({ id, existing }: { id: number | undefined; existing: Address | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Opened from checkout's address picker: back there with the new address chosen.
  const fromCheckout = (useLocation().state as { from?: string } | null)?.from === 'checkout';
  const [form] = Form.useForm<FormValues>();
  // Country first: the rest of the form is the chosen country's (an address from before countries has none).
  const [country, setCountry] = useState(existing?.country ?? undefined);
  const format = useCountryFormat(country);
  const saving = useSaveAddress();
  const choose = (next: string) => {
    // The same country again after its file failed to arrive: fetch it again.
    if (next === country && format.isError) void format.refetch();
    setCountry(next);
  };

  const { submit: save, busy } = useFormSubmit(schema, async (address) => {
    const saved = await saving.mutateAsync(address);
    toast.success(t('msg.save_success'));
    if (fromCheckout) {
      chooseForCheckout(queryClient, saved.id);
      navigate(-1);
    } else {
      navigate('/address', { replace: true });
    }
  });
  const submit = (values: FormValues) => save({ ...values, country, ...(id === undefined ? {} : { id }) });

  const tagOptions = TAGS.map((tag) => ({
    label: t(`address.tags.${tag}`),
    value: t(`address.tags.${tag}`),
  }));
  const initialValues: FormValues = existing
    ? { ...existing, mobile: nationalPhone(existing.mobile) }
    : { is_default: false };

  return (
    <div className="page">
      <TopBar title={t(id === undefined ? 'address.add' : 'route.addressForm')} />
      <CountryPicker value={country} onChange={choose} />
      {existing?.needs_review && existing.country === null && (
        <p className="address-review-hint" role="note">
          {t('address.review_hint', { area: existing.area })}
        </p>
      )}
      {format.isError && (
        // The country's file did not arrive (the network dropped): choosing a country again retries.
        <LazyErrorBlock
          status="disconnected"
          title={t('common.load_failed')}
          description={t('common.retry_hint')}
        />
      )}
      {format.data && (
        <Form
          form={form}
          layout="horizontal"
          onFinish={submit}
          initialValues={initialValues}
          footer={<SubmitButton busy={busy}>{t('common.save')}</SubmitButton>}
        >
          {countryFields(format.data).map((part) => (
            <PartField key={part} format={format.data} part={part} />
          ))}
          <Form.Item name="tag" label={t('field.tag')}>
            <Input placeholder={t('address.tag_placeholder')} clearable />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => (
              <ChoiceChips
                aria-label={t('field.tag')}
                className="tag-selector"
                options={tagOptions}
                value={[form.getFieldValue('tag') ?? '']}
                onChange={(values) => form.setFieldValue('tag', values[0] ?? '')}
              />
            )}
          </Form.Item>
          <Form.Item
            name="is_default"
            label={t('address.set_default')}
            childElementPosition="right"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </div>
  );
}

/** The country's parts in its order, the mobile number right after the addressee. */
function countryFields(format: CountryAddressFormat): (AddressPart | 'mobile')[] {
  const parts: (AddressPart | 'mobile')[] = [...format.parts];
  // Every address has an addressee and a street, where a country's letters write them or not.
  if (!parts.includes('consignee')) parts.unshift('consignee');
  if (!parts.includes('address')) parts.push('address');
  parts.splice(parts.indexOf('consignee') + 1, 0, 'mobile');
  return parts;
}

function PartField({ format, part }: { format: CountryAddressFormat; part: AddressPart | 'mobile' }) {
  const { t } = useTranslation();
  const label = t(`field.${part === 'mobile' ? 'mobile' : partLabel(format, part)}`);
  const required = part === 'mobile' || part === 'consignee' || format.required.includes(part);
  let control: ReactNode;
  if (part === 'mobile') control = <LtrInput type="tel" autoComplete="tel" placeholder={label} clearable />;
  else if (part === 'postcode')
    control = (
      <LtrInput autoComplete="postal-code" placeholder={format.postcode_example ?? label} clearable />
    );
  else if (part === 'address')
    control = (
      <TextArea placeholder={t('address.address_placeholder')} autoSize={{ minRows: 2, maxRows: 4 }} />
    );
  else control = <Input placeholder={label} autoComplete={AUTOCOMPLETE[part]} clearable />;
  return (
    <Form.Item name={part} label={label} required={required}>
      {control}
    </Form.Item>
  );
}

const AUTOCOMPLETE: Partial<Record<AddressPart, string>> = {
  consignee: 'name',
  admin_area: 'address-level1',
  locality: 'address-level2',
  sublocality: 'address-level3',
};
