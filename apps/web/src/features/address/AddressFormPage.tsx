import { Form, Input, Switch, TextArea } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addressSaveSchema } from '@storefront/shared';
import { SubmitButton } from '../../components/SubmitButton';
import { PageLoading } from '../../components/PageLoading';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { chooseForCheckout, useAddress, useSaveAddress } from '../../api/addresses';
import { ChoiceChips } from '../../components/ChoiceChips';
import './AddressFormPage.css';

const TAGS = ['home', 'office', 'school'] as const;

type FormValues = {
  consignee?: string;
  mobile?: string;
  area?: string;
  address?: string;
  tag?: string;
  is_default?: boolean;
};

export default function AddressFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const editing = id !== undefined;
  // Opened from checkout's address picker: back there with the new address chosen.
  const fromCheckout = (useLocation().state as { from?: string } | null)?.from === 'checkout';
  const [form] = Form.useForm<FormValues>();
  const existing = useAddress(editing ? Number(id) : undefined);
  const saving = useSaveAddress();

  const { submit: save, busy } = useFormSubmit(addressSaveSchema, async (address) => {
    const saved = await saving.mutateAsync(address);
    toast.success(t('msg.save_success'));
    if (fromCheckout) {
      chooseForCheckout(queryClient, saved.id);
      navigate(-1);
    } else {
      navigate('/address', { replace: true });
    }
  });
  const submit = (values: FormValues) => save({ ...values, ...(editing ? { id: Number(id) } : {}) });

  const tagOptions = TAGS.map((tag) => ({
    label: t(`address.tags.${tag}`),
    value: t(`address.tags.${tag}`),
  }));

  // The form opens with the address it edits: filled in later, it would overwrite what was typed meanwhile.
  if (editing && existing.isPending) return <PageLoading />;
  return (
    <div className="page">
      <TopBar title={t(editing ? 'route.addressForm' : 'address.add')} />
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        initialValues={existing.data ?? { is_default: false }}
        footer={<SubmitButton busy={busy}>{t('common.save')}</SubmitButton>}
      >
        <Form.Item name="consignee" label={t('field.consignee')}>
          <Input placeholder={t('field.consignee')} autoComplete="name" clearable />
        </Form.Item>
        <Form.Item name="mobile" label={t('field.mobile')}>
          <Input type="tel" placeholder="+1 555 0100" autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item name="area" label={t('field.area')}>
          <Input placeholder={t('address.area_placeholder')} clearable />
        </Form.Item>
        <Form.Item name="address" label={t('field.address')}>
          <TextArea placeholder={t('address.address_placeholder')} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
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
    </div>
  );
}
