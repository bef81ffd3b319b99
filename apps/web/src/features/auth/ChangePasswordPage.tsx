import { Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '@storefront/shared';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { PasswordPairFields } from './PasswordPairFields';
import { useResetPassword } from './api';
import ForgotPasswordPage from './ForgotPasswordPage';

/** Logged in: old and new password. A guest (the route is public) resets by email instead. */
export default function ChangePasswordPage() {
  const { token } = useSession();
  return token ? <ChangeWithOldPassword /> : <ForgotPasswordPage />;
}

function ChangeWithOldPassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { submit, busy } = useFormSubmit(changePasswordFormSchema, async ({ old_password, new_password }) => {
    await resetPassword.mutateAsync({ old_password, new_password });
    toast.success(t('msg.change_success'));
    navigate('/login', { replace: true });
  });

  return (
    <div className="page auth-page">
      <TopBar />
      <Form
        layout="horizontal"
        onFinish={submit}
        footer={<SubmitButton busy={busy}>{t('common.confirm')}</SubmitButton>}
      >
        <Form.Item name="old_password" label={t('field.old_password')}>
          <Input type="password" autoComplete="current-password" />
        </Form.Item>
        <PasswordPairFields name="new_password" label={t('field.new_password')} />
      </Form>
    </div>
  );
}
