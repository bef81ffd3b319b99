import { useTranslation } from 'react-i18next';
import { operatorLoginSchema } from '@storefront/shared';
import { call, operatorToken } from '../api';
import { LoginCard } from '../components/LoginCard';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <LoginCard
      title={t('console.title')}
      schema={operatorLoginSchema}
      account={{ name: 'username', label: t('field.username') }}
      login={(request) => call('POST /api/admin/login', request)}
      token={operatorToken}
    />
  );
}
