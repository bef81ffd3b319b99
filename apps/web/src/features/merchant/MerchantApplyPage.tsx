import { useState } from 'react';
import { Button, Form, Input, Result, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
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
import { useCategories } from '../../api/catalog';
import { useApplyForShop, useMerchantApplication, useShopMembership } from './api';
import { ShopInvitations } from './ShopInvitations';
import './MerchantApplyPage.css';

type FormValues = { shop_name?: string; description?: string; email?: string };

/**
 * The merchant entry: a shopper applies to open a shop, and sees where the application stands. A refused one
 * says why and can be sent again; a passed one points to the seller centre, which runs on a computer. A shop's
 * member (an account runs one shop) sees their shop and the way to the seller centre, never the form. Staff
 * invitations wait for a verified address: until then the page says so and leads to verifying it.
 */
export default function MerchantApplyPage() {
  const { t } = useTranslation();
  const application = useMerchantApplication();
  const membership = useShopMembership();
  const [again, setAgain] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  if (application.isPending || membership.isPending) return <PageLoading />;
  const latest = application.data;
  const member = membership.data ?? null;
  const showForm = !latest || (latest.status === 'refused' && again);
  return (
    <div className="page merchant-page">
      <TopBar title={member ? t('auth.merchant_entry') : undefined} />
      {joined === null && member === null && (
        <>
          <InvitationsWaitForVerifiedEmail />
          <ShopInvitations onJoined={setJoined} />
        </>
      )}
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
      ) : member !== null ? (
        <Result
          status="success"
          title={
            member.role === 'owner'
              ? t('merchant.status_passed')
              : t('merchant.member_staff', { shop: member.shop.name })
          }
          description={
            <div data-testid="shop-membership">
              {member.role === 'owner' && <p>{t('merchant.member_owner', { shop: member.shop.name })}</p>}
              <p>{t('merchant.seller_centre_hint')}</p>
              <Button color="primary" onClick={() => window.location.assign('/seller')}>
                {t('merchant.seller_centre')}
              </Button>
              <p>{t('merchant.member_one_shop')}</p>
            </div>
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

/**
 * Shops invite staff by address, and an invitation reaches the account only once that address is verified: an
 * unverified shopper is told why none shows and is led to verify it in Personal information.
 */
function InvitationsWaitForVerifiedEmail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo, fresh } = useUserInfo();
  if (!fresh || !userInfo || userInfo.email_verified) return null;
  return (
    <section className="card-section verify-notice" data-testid="invitations-wait">
      <p>{t('merchant.verify_needed', { email: userInfo.email })}</p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        onClick={() => navigate('/profileEdit', { state: { verify: true } })}
      >
        {t('merchant.verify_email')}
      </Button>
    </section>
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
