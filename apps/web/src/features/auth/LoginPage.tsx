import { Form, Input } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@storefront/shared';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { useFormSubmit } from '../../lib/use-form-submit';
import { LanguageButton } from '../../components/LanguageButton';
import { useLogin } from './api';
import { useSignIn } from './use-sign-in';
import './auth.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const login = useLogin();
  const { submit, busy } = useFormSubmit(loginSchema, async (credentials) => {
    const answer = await login.mutateAsync(credentials);
    await signIn(answer.userinfo, 'msg.login_success');
  });

  return (
    <div className="page auth-page">
      <TopBar right={<LanguageButton />} />
      <div className="auth-hero">
        <h2>{t('auth.welcome')}</h2>
        <p>{t('auth.welcome_hint')}</p>
      </div>
      <Form
        layout="horizontal"
        onFinish={submit}
        footer={<SubmitButton busy={busy}>{t('auth.login')}</SubmitButton>}
      >
        <Form.Item name="account" label={t('field.account')}>
          <Input placeholder={t('auth.account_placeholder')} autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="password" label={t('field.password')}>
          <Input
            type="password"
            placeholder={t('auth.password_placeholder')}
            autoComplete="current-password"
            clearable
          />
        </Form.Item>
      </Form>
      <div className="auth-links">
        <Link to="/forgotPassword">{t('auth.forgot')}</Link>
        <Link to="/register">{t('auth.register_now')}</Link>
      </div>
      {/* Opening a shop starts from the shopper's account; members run theirs in the seller centre. */}
      <div className="auth-labels">
        <Link to="/merchantApply">{t('auth.merchant_entry')}</Link>
        <a href="/seller">{t('auth.platform_seller')}</a>
      </div>
    </div>
  );
}
