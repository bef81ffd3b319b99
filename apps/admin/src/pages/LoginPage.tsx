import { Button, Card, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COLORS } from '@storefront/shared';
import { call, operatorToken } from '../api';

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
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: COLORS.canvas }}>
      <Card style={{ width: 360 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('console.title')}
        </Typography.Title>
        <Form layout="vertical" onFinish={submit}>
          <Form.Item name="username" label={t('field.username')}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('field.password')}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block>
            {t('auth.login')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
