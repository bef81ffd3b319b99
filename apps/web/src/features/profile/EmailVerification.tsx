import { Form, Input, Tag } from 'antd-mobile';
import { BottomSheet } from '../../components/BottomSheet';
import { useTranslation } from 'react-i18next';
import { verifyEmailSchema } from '@storefront/shared';
import { SubmitButton } from '../../components/SubmitButton';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { CodeButton } from '../../components/CodeButton';
import { useSendEmailCode } from '../../api/email-code';
import { useVerifyEmail } from './api';
import './EmailVerification.css';

/** Whether the account's email is verified, beside the address. */
export function EmailStatus({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={verified ? 'success' : 'warning'} fill="outline" data-testid="email-status">
      {t(verified ? 'profile_edit.email_verified' : 'profile_edit.email_unverified')}
    </Tag>
  );
}

/**
 * A sheet from the bottom that verifies the account's own address: the code (event verifyemail) always goes
 * to it, and entering it marks the address as verified. Wrong and expired codes are told by the server.
 */
export function VerifyEmailPopup({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const sendEmailCode = useSendEmailCode('verifyemail');
  const verifyEmail = useVerifyEmail();
  const [form] = Form.useForm<{ code?: string }>();
  const { submit, busy } = useFormSubmit(verifyEmailSchema, async (input) => {
    await verifyEmail.mutateAsync(input);
    toast.success(t('msg.email_verified'));
    form.resetFields();
    onClose();
  });
  const sendCode = async () => {
    try {
      await sendEmailCode.mutateAsync(email);
      toast.success(t('msg.code_sent'));
      return true;
    } catch {
      return false;
    }
  };
  return (
    <BottomSheet open={open} onClose={onClose}>
      <div role="dialog" aria-labelledby="verify-email-title" data-testid="verify-email">
        <h2 id="verify-email-title" className="popup-title">
          {t('profile_edit.verify_title')}
        </h2>
        <p className="page-intro">{t('profile_edit.verify_intro', { email })}</p>
        <Form
          form={form}
          layout="vertical"
          onFinish={(values: { code?: string }) => submit({ code: values.code ?? '' })}
          footer={<SubmitButton busy={busy}>{t('profile_edit.verify')}</SubmitButton>}
        >
          <Form.Item
            name="code"
            label={t('field.code')}
            className="code-field"
            extra={<CodeButton onSend={sendCode} sending={sendEmailCode.isPending} />}
          >
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
        </Form>
      </div>
    </BottomSheet>
  );
}
