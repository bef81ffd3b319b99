import { useTranslation } from 'react-i18next';
import { loginSchema } from '@storefront/shared';
import { LoginCard } from '../components/LoginCard';
import { call, sellerToken } from './api';

/** A shop member signs in with the account of the shopper app (username, email or mobile). */
export function SellerLoginPage() {
  const { t } = useTranslation();
  return (
    <LoginCard
      title={t('seller.title')}
      hint={t('seller.login_hint')}
      schema={loginSchema}
      account={{ name: 'account', label: t('field.account'), placeholder: t('auth.account_placeholder') }}
      login={(request) => call('POST /api/seller/login', request)}
      token={sellerToken}
    />
  );
}
