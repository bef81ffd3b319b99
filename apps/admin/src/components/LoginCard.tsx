import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLORS } from '@storefront/shared';

/**
 * The login screen of a desktop app (console, seller centre): its title, an optional hint, an account field and
 * a password.
 */
export function LoginCard({
  title,
  hint,
  account,
  onSubmit,
  submitting,
}: {
  title: string;
  hint?: string;
  /** The account field's name and label. */
  account: { name: string; label: string; placeholder?: string };
  onSubmit: (values: Record<string, string | undefined>) => void;
  /** Whether the login is on its way. */
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: COLORS.canvas }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Typography.Title>
        {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
        <Form layout="vertical" onFinish={onSubmit}>
          <Form.Item name={account.name} label={account.label}>
            <Input autoComplete="username" placeholder={account.placeholder} />
          </Form.Item>
          <Form.Item name="password" label={t('field.password')}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('auth.login')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
