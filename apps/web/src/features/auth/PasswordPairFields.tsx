import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A new password and its repetition, as every password form asks for them. */
export function PasswordPairFields({ name, label }: { name: 'password' | 'new_password'; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name={name} label={label}>
        <Input type="password" placeholder={t('validation.password_min')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_password" label={t('field.confirm_password')}>
        <Input type="password" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
