import { Form, Input } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '@storefront/shared';
import { EmailInput } from '../../components/EmailInput';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { useFormSubmit } from '../../lib/use-form-submit';
import { LanguageButton } from '../../components/LanguageButton';
import { useRegister } from './api';
import { PasswordPairFields } from './PasswordPairFields';
import { useSignIn } from './use-sign-in';
import './auth.css';

export default function RegisterPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const register = useRegister();
  const { submit, busy } = useFormSubmit(
    registerFormSchema,
    async ({ confirm_password: _confirm, ...data }) => {
      const answer = await register.mutateAsync(data);
      await signIn(answer.userinfo, 'msg.register_success');
    },
  );

  return (
    <div className="page auth-page">
      <TopBar right={<LanguageButton />} />
      <Form
        layout="horizontal"
        onFinish={submit}
        footer={<SubmitButton busy={busy}>{t('auth.register')}</SubmitButton>}
      >
        <Form.Item name="username" label={t('field.username')}>
          <Input placeholder={t('auth.username_placeholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="email" label={t('field.email')}>
          <EmailInput placeholder="name@example.com" clearable />
        </Form.Item>
        <Form.Item name="mobile" label={t('field.mobile')}>
          <Input type="tel" placeholder="+1 555 0100" autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item name="familyName" label={t('field.familyName')}>
          <Input autoComplete="family-name" clearable />
        </Form.Item>
        <Form.Item name="givenName" label={t('field.givenName')}>
          <Input autoComplete="given-name" clearable />
        </Form.Item>
        <PasswordPairFields name="password" label={t('field.password')} />
      </Form>
      <div className="auth-links center">
        <span>{t('auth.have_account')}</span>
        <Link to="/login">{t('auth.login_now')}</Link>
      </div>
    </div>
  );
}
