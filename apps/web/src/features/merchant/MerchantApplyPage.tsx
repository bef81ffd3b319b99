import { useState } from 'react';
import { Button, Form, Input, Result, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { merchantApplySchema, SHOP_NAME_MAX_LENGTH } from '@storefront/shared';
import { ChoiceChips } from '../../components/ChoiceChips';
import { EmailInput } from '../../components/EmailInput';
import { PageLoading } from '../../components/PageLoading';
import { PictureUpload } from '../../components/PictureUpload';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { useUserInfo } from '../../lib/account';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useCategories } from '../catalog/api';
import { useApplyForShop, useMerchantApplication } from './api';
import { ShopInvitations } from './ShopInvitations';

type FormValues = { shop_name?: string; description?: string; email?: string };

/**
 * The merchant entry: a shopper applies to open a shop, and sees where the application stands. A refused one
 * says why and can be sent again; a passed one points to the seller centre, which runs on a computer.
 */
export default function MerchantApplyPage() {
  const { t } = useTranslation();
  const application = useMerchantApplication();
  const [again, setAgain] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  if (application.isPending) return <PageLoading />;
  const latest = application.data;
  const showForm = !latest || (latest.status === 'refused' && again);
  return (
    <div className="page merchant-page">
      <TopBar />
      {joined === null && <ShopInvitations onJoined={setJoined} />}
      {joined !== null ? (
        <Result
          status="success"
          title={t('merchant.joined', { shop: joined })}
          description={
            <>
              <p>{t('merchant.seller_centre_hint')}</p>
              <Button color="primary" onClick={() => window.location.assign('/seller')}>
                {t('merchant.seller_centre')}
              </Button>
            </>
          }
        />
      ) : showForm ? (
        <ApplicationForm />
      ) : latest.status === 'passed' ? (
        <Result
          status="success"
          title={t('merchant.status_passed')}
          description={
            <>
              <p>{latest.shop_name}</p>
              <p>{t('merchant.seller_centre_hint')}</p>
              <Button color="primary" onClick={() => window.location.assign('/seller')}>
                {t('merchant.seller_centre')}
              </Button>
            </>
          }
        />
      ) : latest.status === 'refused' ? (
        <Result
          status="error"
          title={t('merchant.status_refused')}
          description={
            <>
              <p>{t('merchant.reason', { remark: latest.remark })}</p>
              <Button color="primary" onClick={() => setAgain(true)} data-testid="apply-again">
                {t('merchant.apply_again')}
              </Button>
            </>
          }
        />
      ) : (
        <Result status="waiting" title={t('merchant.status_auditing')} description={latest.shop_name} />
      )}
    </div>
  );
}

function ApplicationForm() {
  const { t, i18n } = useTranslation();
  const { userInfo } = useUserInfo();
  const categories = useCategories(i18n.language);
  const apply = useApplyForShop();
  const [logo, setLogo] = useState<string[]>([]);
  const [documentPicture, setDocumentPicture] = useState<string[]>([]);
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const { submit, busy } = useFormSubmit(merchantApplySchema, async (data) => {
    await apply.mutateAsync(data);
    toast.success(t('msg.merchant_apply_success'));
  });
  return (
    <>
      <p className="page-intro">{t('merchant.intro')}</p>
      <Form
        layout="vertical"
        initialValues={{ email: userInfo?.email ?? '' }}
        onFinish={(values: FormValues) =>
          submit({
            ...values,
            logo: logo[0],
            document: documentPicture[0],
            category_id: categoryId,
          })
        }
        footer={<SubmitButton busy={busy}>{t('merchant.submit')}</SubmitButton>}
      >
        <Form.Item name="shop_name" label={t('field.shop_name')}>
          <Input maxLength={SHOP_NAME_MAX_LENGTH} clearable />
        </Form.Item>
        <Form.Item name="description" label={t('field.shop_description')}>
          <TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
        <Form.Item label={t('field.logo')}>
          <PictureUpload value={logo} onChange={setLogo} />
        </Form.Item>
        <Form.Item label={t('merchant.category')}>
          <ChoiceChips
            aria-label={t('merchant.category')}
            options={(categories.data ?? []).map((category) => ({
              value: category.id,
              label: category.name,
            }))}
            value={categoryId === undefined ? [] : [categoryId]}
            onChange={(chosen) => setCategoryId(chosen[0])}
          />
        </Form.Item>
        <Form.Item name="email" label={t('field.email')}>
          <EmailInput />
        </Form.Item>
        <Form.Item label={t('field.document')} description={t('merchant.document_hint')}>
          <PictureUpload value={documentPicture} onChange={setDocumentPicture} />
        </Form.Item>
      </Form>
    </>
  );
}
