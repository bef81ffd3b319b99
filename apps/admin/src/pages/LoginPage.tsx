import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call, operatorToken } from '../api';
import { LoginCard } from '../components/LoginCard';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A refused login is shown by the client.
  const login = useMutation({
    mutationFn: (values: { username?: string; password?: string }) =>
      call('POST /api/admin/login', { username: values.username ?? '', password: values.password ?? '' }),
    onSuccess: (answer) => {
      operatorToken.set(answer.token);
      navigate('/', { replace: true });
    },
  });
  return (
    <LoginCard
      title={t('console.title')}
      account={{ name: 'username', label: t('field.username') }}
      onSubmit={login.mutate}
      submitting={login.isPending}
    />
  );
}
