import { Form, Input } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { payCodeFormSchema } from '@storefront/shared';
import { PageLoading } from '../../components/PageLoading';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { useUserInfo } from '../../lib/account';
import { useResetPayCode } from './api';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';

/**
 * Set the payment code (first time: no old code) or change it (old code required); either way with the login
 * password, so that a stolen session alone cannot.
 */
export default function ChangePayPwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { userInfo, fresh, failed } = useUserInfo();
  const resetPayCode = useResetPayCode();
  const { submit, busy } = useFormSubmit(
    payCodeFormSchema,
    async ({ password, pay_password, old_pay_password }) => {
      await resetPayCode.mutateAsync({
        password,
        pay_password,
        old_pay_password: old_pay_password || undefined,
      });
      toast.success(t('msg.setting_success'));
      navigate((location.state as { from?: string } | null)?.from ?? '/setting', { replace: true });
    },
  );
  if (!fresh && !failed) return <PageLoading />;
  const changing = userInfo?.has_pay_password ?? false;

  return (
    <div className="page">
      <TopBar />
      <p className="page-intro">{t(changing ? 'paycode.change_hint' : 'paycode.set_hint')}</p>
      <Form
        layout="horizontal"
        onFinish={submit}
        footer={<SubmitButton busy={busy}>{t('common.save')}</SubmitButton>}
      >
        <Form.Item
          name="password"
          label={t('field.current_password')}
          description={t('paycode.password_hint')}
        >
          <Input type="password" autoComplete="current-password" maxLength={128} />
        </Form.Item>
        {changing && (
          <Form.Item name="old_pay_password" label={t('field.old_pay_password')}>
            <Input type="password" inputMode="numeric" maxLength={32} />
          </Form.Item>
        )}
        <Form.Item name="pay_password" label={t('field.pay_password')}>
          <Input
            type="password"
            inputMode="numeric"
            maxLength={32}
            placeholder={t('validation.pay_password')}
          />
        </Form.Item>
        <Form.Item name="confirm_pay_password" label={t('field.confirm_pay_password')}>
          <Input type="password" inputMode="numeric" maxLength={32} />
        </Form.Item>
      </Form>
    </div>
  );
}
