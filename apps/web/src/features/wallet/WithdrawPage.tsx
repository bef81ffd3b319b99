import { useMemo, useState } from 'react';
import { Button, Form, Input, List, NoticeBar } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCents, parseCents, withdrawPreview, withdrawSchema } from '@storefront/shared';
import { Money } from '../../components/Money';
import { PageLoading } from '../../components/PageLoading';
import { SubmitButton } from '../../components/SubmitButton';
import { TopBar } from '../../components/TopBar';
import { isolate } from '../../lib/bidi';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useSendEmailCode } from '../../api/email-code';
import { CodeButton } from '../../components/CodeButton';
import {
  type SavedDestination,
  destinationLabel,
  useRequestWithdrawal,
  useSavedDestinations,
  useWithdrawInfo,
} from './api';
import { useFormat } from '../../lib/format';
import { ChoiceChips } from '../../components/ChoiceChips';
import './wallet.css';
import './WithdrawPage.css';
import { Dialog } from '../../lib/antd-imperative';

type Values = Record<string, string | undefined>;

/** Withdraw by bank card or blockchain: the service charge and actual arrival are shown before confirming. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const [form] = Form.useForm<Values>();
  const [type, setType] = useState<'bank' | 'blockchain'>('blockchain');
  const [amountText, setAmountText] = useState('');
  const info = useWithdrawInfo();
  const saved = useSavedDestinations();
  const savedOfType = (saved.data ?? []).filter((destination) => destination.type === type);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const withdraw = useRequestWithdrawal(idempotencyKey);
  const sendWithdrawCode = useSendEmailCode('withdraw');
  // A saved card or address fills the fields; the shopper can still change any of them.
  const choose = (destination: SavedDestination) =>
    form.setFieldsValue(
      destination.type === 'bank'
        ? {
            bank_name: destination.bank_name ?? '',
            card_no: destination.card_no ?? '',
            holder: destination.holder ?? '',
          }
        : { network: [destination.network ?? ''] as unknown as string, address: destination.address ?? '' },
    );

  const feeRateBp = info.data?.fee_rate_bp ?? 0;
  const preview = withdrawPreview(amountText, feeRateBp);
  const amountCents = preview.amountCents;
  // Told as the amount is typed, before the shopper asks for a code they could not use.
  const overBalance = amountCents > (parseCents(info.data?.balance ?? '0') ?? 0);
  const { submit, busy } = useFormSubmit(withdrawSchema, async (data) => {
    const balance = parseCents(info.data?.balance ?? '0') ?? 0;
    if (data.amount > balance) return toast.fail(t('msg.amount_above_balance'));
    const { fee, actual } = withdrawPreview(formatCents(data.amount), feeRateBp);
    const confirmed = await Dialog.confirm({
      content: t('wallet.confirm_withdraw', { amount: formatCents(data.amount), fee, actual }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await withdraw.mutateAsync({ ...data, amount: formatCents(data.amount) });
    toast.success(t('msg.draw_success'));
    navigate('/depositRecord', { replace: true });
  });

  if (info.isPending) return <PageLoading />;
  // The server names a time only while withdrawals are held.
  const heldUntil = info.data?.held_until ? new Date(info.data.held_until) : null;
  const sendCode = async () => {
    if (overBalance) {
      toast.fail(t('msg.amount_above_balance'));
      return false;
    }
    try {
      await sendWithdrawCode.mutateAsync(userInfo?.email ?? '');
      toast.success(t('msg.code_sent'));
      return true;
    } catch {
      return false;
    }
  };

  return (
    <div className="page">
      <TopBar
        right={
          <Link to="/depositRecord" className="top-bar-link" data-testid="withdraw-records">
            {t('profile.records')}
          </Link>
        }
      />
      {heldUntil && (
        <NoticeBar
          color="alert"
          wrap
          data-testid="withdraw-held"
          content={t('security.withdraw_held', { time: isolate(format.dateTime(heldUntil)) })}
        />
      )}
      <List className="menu-list">
        <List.Item extra={<Money value={info.data?.balance ?? '0.00'} />}>{t('payment.balance')}</List.Item>
      </List>
      <ChoiceChips
        aria-label={t('wallet.withdraw_type_label')}
        className="network-selector"
        options={(['blockchain', 'bank'] as const).map((value) => ({
          label: t(`wallet.withdraw_type.${value}`),
          value,
        }))}
        value={[type]}
        onChange={(values) => values[0] && setType(values[0])}
      />
      <Form
        form={form}
        layout="vertical"
        className="withdraw-form"
        onFinish={(values) => {
          // The network Selector gives an array of one.
          const network = (values.network as unknown as string[] | undefined)?.[0];
          return submit({ ...values, network, type, amount: amountText });
        }}
        footer={<SubmitButton busy={busy}>{t('profile.withdraw')}</SubmitButton>}
      >
        <Form.Item
          label={t('field.amount')}
          extra={
            <Button
              size="mini"
              fill="none"
              color="primary"
              onClick={() => setAmountText(info.data?.balance ?? '')}
            >
              {t('wallet.all')}
            </Button>
          }
          description={
            overBalance ? (
              <span className="field-error" role="alert" data-testid="amount-above-balance">
                {t('msg.amount_above_balance')}
              </span>
            ) : (
              t('wallet.limits', { min: info.data?.min_amount, max: info.data?.max_amount })
            )
          }
        >
          <Input
            inputMode="decimal"
            placeholder="0.00"
            value={amountText}
            onChange={setAmountText}
            aria-label={t('field.amount')}
          />
        </Form.Item>
        {savedOfType.length > 0 && (
          <Form.Item
            label={t('cards.saved')}
            extra={
              <Link to="/cards" className="top-bar-link" data-testid="manage-cards">
                {t('cards.manage')}
              </Link>
            }
          >
            <ChoiceChips
              aria-label={t('cards.saved')}
              className="saved-destinations"
              columns={1}
              options={savedOfType.map((destination) => ({
                label: <bdi>{destinationLabel(destination)}</bdi>,
                value: destination.id,
              }))}
              onChange={(ids) => {
                const destination = savedOfType.find((candidate) => candidate.id === ids[0]);
                if (destination) choose(destination);
              }}
            />
          </Form.Item>
        )}
        {type === 'blockchain' ? (
          <>
            <Form.Item name="network" label={t('field.network')}>
              <ChoiceChips
                aria-label={t('field.network')}
                columns={2}
                options={(info.data?.networks ?? []).map((network) => ({ label: network, value: network }))}
              />
            </Form.Item>
            <Form.Item name="address" label={t('field.wallet_address')}>
              <Input placeholder="T..." clearable />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="bank_name" label={t('field.bank_name')}>
              <Input clearable />
            </Form.Item>
            <Form.Item name="card_no" label={t('field.card_no')}>
              <Input inputMode="numeric" clearable />
            </Form.Item>
            <Form.Item name="holder" label={t('field.holder')}>
              <Input clearable />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="email_code"
          className="code-field"
          label={t('field.email_code')}
          description={t('wallet.code_to', { email: userInfo?.email })}
          extra={<CodeButton onSend={sendCode} sending={sendWithdrawCode.isPending} />}
        >
          <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
      </Form>
      {amountCents > 0 && (
        <List className="menu-list" data-testid="withdraw-preview">
          <List.Item extra={<Money value={preview.fee} />}>{t('wallet.fee')}</List.Item>
          <List.Item extra={<Money value={preview.actual} />}>{t('wallet.actual')}</List.Item>
        </List>
      )}
    </div>
  );
}
