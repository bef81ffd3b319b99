import { Button, Card, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { COLORS } from '@storefront/shared';
import { type Draft, type RequestSchema, useSchemaForm } from './useSchemaForm';

/**
 * The login screen of a desktop app (console, seller centre): its title, an optional hint, an account field and
 * a password, checked with the login call's schema. Once the call answers, its token is kept and the app opens;
 * a refused login is shown by the client.
 */
export function LoginCard<Schema extends RequestSchema>({
  title,
  hint,
  schema,
  account,
  login,
  token,
}: {
  title: string;
  hint?: string;
  /** The login call's schema: the operator's (`username`) or the seller's (`account`). */
  schema: Schema;
  /** The account field: its name in the request, its label. */
  account: { name: keyof z.input<Schema> & string; label: string; placeholder?: string };
  login: (request: z.input<Schema>) => Promise<{ token: string }>;
  /** Where the app keeps its token. */
  token: { set: (value: string) => void };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggingIn = useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      token.set(answer.token);
      navigate('/', { replace: true });
    },
  });
  const { form, item, onFinish } = useSchemaForm<Record<string, string>, RequestSchema, z.input<Schema>>(
    schema,
    // The fields carry the request's names: the request is what was typed (the server trims the account).
    (values) => values as Draft<z.input<Schema>>,
  );
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: COLORS.canvas }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Typography.Title>
        {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
        <Form form={form} layout="vertical" onFinish={onFinish(loggingIn.mutate)}>
          <Form.Item {...item(account.name)} label={account.label}>
            <Input autoComplete="username" placeholder={account.placeholder} />
          </Form.Item>
          <Form.Item {...item('password')} label={t('field.password')}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loggingIn.isPending}>
            {t('auth.login')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
