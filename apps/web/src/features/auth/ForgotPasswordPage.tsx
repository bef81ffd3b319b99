import { Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { emsSendSchema, forgotPasswordFormSchema } from '@storefront/shared';
import { EmailInput } from '../../components/EmailInput';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { validate } from '../../lib/validation';
import { PasswordPairFields } from './PasswordPairFields';
import { useSendEmailCode } from '../../api/email-code';
import { useResetPassword } from './api';
import { CodeButton } from '../../components/CodeButton';

/** A forgotten password is reset with a code sent to the account's email. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const resetPassword = useResetPassword();
  const sendEmailCode = useSendEmailCode('resetpwd');
  const { submit, busy } = useFormSubmit(forgotPasswordFormSchema, async ({ email, code, new_password }) => {
    await resetPassword.mutateAsync({ email, code, new_password });
    toast.success(t('msg.change_success'));
    navigate('/login', { replace: true });
  });

  const sendCode = async () => {
    const checked = validate(emsSendSchema, { email: form.getFieldValue('email'), event: 'resetpwd' });
    if (!checked.ok) {
      toast.fail(checked.message);
      return false;
    }
    try {
      await sendEmailCode.mutateAsync(checked.data.email);
      toast.success(t('msg.code_sent'));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <div className="page auth-page">
      <TopBar />
      <Form
        form={form}
        layout="horizontal"
        onFinish={submit}
        footer={<SubmitButton busy={busy}>{t('auth.reset')}</SubmitButton>}
      >
        <Form.Item name="email" label={t('field.email')}>
          <EmailInput placeholder="name@example.com" clearable />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('field.code')}
          extra={<CodeButton onSend={sendCode} sending={sendEmailCode.isPending} />}
        >
          <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <PasswordPairFields name="new_password" label={t('field.new_password')} />
      </Form>
    </div>
  );
}
