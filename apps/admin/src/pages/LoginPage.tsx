import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call, operatorToken } from '../api';
import { LoginCard } from '../components/LoginCard';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = async (values: { username?: string; password?: string }) => {
    try {
      const answer = await call('POST /api/admin/login', {
        username: values.username ?? '',
        password: values.password ?? '',
      });
      operatorToken.set(answer.token);
      navigate('/', { replace: true });
    } catch {
      // The client has shown why it failed.
    }
  };
  return (
    <LoginCard
      title={t('console.title')}
      account={{ name: 'username', label: t('field.username') }}
      onSubmit={submit}
    />
  );
}
