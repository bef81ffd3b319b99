import { useState } from 'react';
import { Button, Form, Input, NoticeBar } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { profileSchema } from '@storefront/shared';
import { EmailInput } from '../../components/EmailInput';
import { PictureUpload } from '../../components/PictureUpload';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { useUserInfo } from '../../lib/account';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { CodeButton } from '../../components/CodeButton';
import { useSendEmailCode } from '../../api/email-code';
import { useSaveProfile } from './api';
import { EmailStatus, VerifyEmailPopup } from './EmailVerification';

type Values = {
  familyName?: string;
  givenName?: string;
  mobile?: string;
  email?: string;
  password?: string;
  code?: string;
};

/**
 * Names, mobile and avatar change freely; a new email needs the login password and the code sent to the new
 * address, the old address is told, and withdrawals wait 24 hours (decision 020). The page says whether the
 * address is verified and verifies it with a mailed code; coming with `state.verify` opens that at once.
 */
export default function ProfileEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { userInfo, fresh } = useUserInfo();
  const [verifying, setVerifying] = useState(
    (location.state as { verify?: boolean } | null)?.verify === true,
  );
  const [form] = Form.useForm<Values>();
  const [avatar, setAvatar] = useState<string[]>(userInfo?.avatar ? [userInfo.avatar] : []);
  const [email, setEmail] = useState(userInfo?.email ?? '');
  const emailChanged = email.trim() !== (userInfo?.email ?? '');
  const saveProfile = useSaveProfile();
  const sendEmailCode = useSendEmailCode('changeemail');

  const { submit, busy } = useFormSubmit(profileSchema, async (change) => {
    await saveProfile.mutateAsync(change);
    toast.success(t('msg.save_success'));
    navigate('/profile', { replace: true });
  });
  if (!userInfo) return null;

  const sendCode = async () => {
    const checked = profileSchema.pick({ email: true }).safeParse({ email: email.trim() });
    if (!checked.success || !emailChanged) {
      toast.fail(t('validation.email'));
      return false;
    }
    try {
      await sendEmailCode.mutateAsync(email.trim());
      toast.success(t('msg.code_sent'));
      return true;
    } catch {
      return false;
    }
  };

  const onFinish = (values: Values) =>
    submit({
      familyName: values.familyName ?? '',
      givenName: values.givenName ?? '',
      mobile: values.mobile || undefined,
      avatar: avatar[0],
      ...(emailChanged ? { email: email.trim(), password: values.password, code: values.code } : {}),
    });

  return (
    <div className="page">
      <TopBar />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          familyName: userInfo.familyName,
          givenName: userInfo.givenName,
          mobile: userInfo.mobile,
        }}
        onFinish={onFinish}
        footer={<SubmitButton busy={busy}>{t('common.save')}</SubmitButton>}
      >
        <Form.Item label={t('field.avatar')}>
          <PictureUpload value={avatar} onChange={setAvatar} />
        </Form.Item>
        <Form.Item name="givenName" label={t('field.givenName')}>
          <Input autoComplete="given-name" clearable />
        </Form.Item>
        <Form.Item name="familyName" label={t('field.familyName')}>
          <Input autoComplete="family-name" clearable />
        </Form.Item>
        <Form.Item name="mobile" label={t('field.mobile')}>
          <Input type="tel" placeholder="+1 555 0100" autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item
          label={t('field.email')}
          description={fresh && !emailChanged && <EmailStatus verified={userInfo.email_verified} />}
          extra={
            fresh &&
            !emailChanged &&
            !userInfo.email_verified && (
              <Button
                size="small"
                color="primary"
                fill="none"
                onClick={() => setVerifying(true)}
                data-testid="verify-email-open"
              >
                {t('profile_edit.verify')}
              </Button>
            )
          }
        >
          <EmailInput value={email} onChange={setEmail} aria-label={t('field.email')} />
        </Form.Item>
        {emailChanged && (
          <>
            <NoticeBar wrap color="alert" content={t('profile_edit.email_rules')} />
            <Form.Item name="password" label={t('field.current_password')}>
              <Input type="password" autoComplete="current-password" clearable />
            </Form.Item>
            <Form.Item
              name="code"
              label={t('field.code')}
              description={t('wallet.code_to', { email: email.trim() })}
              extra={<CodeButton onSend={sendCode} sending={sendEmailCode.isPending} />}
            >
              <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
            </Form.Item>
          </>
        )}
      </Form>
      <VerifyEmailPopup
        open={verifying && !userInfo.email_verified}
        email={userInfo.email}
        onClose={() => setVerifying(false)}
      />
    </div>
  );
}
