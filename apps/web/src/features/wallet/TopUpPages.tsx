import { useState } from 'react';
import { Button, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { copyText } from '../../lib/clipboard';
import { useNetworks, useRechargeAccounts } from './api';
import { TopUpForm } from './TopUpForm';
import { ChoiceChips } from '../../components/ChoiceChips';
import { ListLink } from '../../components/ListRow';
import './wallet.css';
import './TopUpPages.css';

/** /topUp: manual transfer, with the way to the other methods. */
export function ManualTopUpPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <TopBar />
      <List header={t('wallet.other_methods')} className="menu-list">
        <ListLink to="/walletTopUp">{t('wallet.method.blockchain')}</ListLink>
        <ListLink to="/cardTopUp">{t('wallet.method.card')}</ListLink>
      </List>
      <TransferAccounts />
    </div>
  );
}

/** The accounts the operators set for transfers, each number ready to copy; without any, no form. */
function TransferAccounts() {
  const { t } = useTranslation();
  const accounts = useRechargeAccounts();
  if (accounts.isPending) return <div className="skeleton article-skeleton" />;
  if (!accounts.data?.length) {
    return (
      <p className="page-intro" data-testid="no-transfer-accounts">
        {t('wallet.no_transfer_accounts')}
      </p>
    );
  }
  return (
    <>
      <p className="page-intro">{t('wallet.manual_hint')}</p>
      <List header={t('wallet.transfer_to')} className="menu-list">
        {accounts.data.map((account) => (
          <List.Item
            key={account.id}
            data-testid="transfer-account"
            description={
              <>
                <div>{account.holder}</div>
                <div className="account-number">{account.account_no}</div>
                {account.note && <div>{account.note}</div>}
              </>
            }
            extra={
              <Button
                size="mini"
                color="primary"
                fill="outline"
                onClick={() => void copyText(account.account_no)}
              >
                {t('common.copy')}
              </Button>
            }
          >
            {account.bank_name}
          </List.Item>
        ))}
      </List>
      <TopUpForm method="manual" />
    </>
  );
}

/** /cardTopUp: bank card payment with its receipt. */
export function CardTopUpPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <TopBar />
      <p className="page-intro">{t('wallet.card_hint')}</p>
      <TopUpForm method="card" />
    </div>
  );
}

/** /walletTopUp: choose a network, copy its address (or scan its QR code), send, upload the proof. */
export function BlockchainTopUpPage() {
  const { t } = useTranslation();
  const networks = useNetworks();
  const [chosen, setChosen] = useState<string | undefined>();
  const network = networks.data?.find((candidate) => candidate.network === chosen) ?? networks.data?.[0];
  return (
    <div className="page">
      <TopBar />
      <p className="page-intro">{t('wallet.blockchain_hint')}</p>
      <TopUpForm method="blockchain" network={network?.network}>
        <ChoiceChips
          aria-label={t('field.network')}
          className="network-selector"
          options={(networks.data ?? []).map((candidate) => ({
            label: candidate.network,
            value: candidate.network,
          }))}
          value={network ? [network.network] : []}
          onChange={(values) => setChosen(values[0])}
        />
        {network && (
          <section className="deposit-box" data-testid="deposit-box">
            <QrCode text={network.address} />
            <div className="deposit-address">
              <span className="muted">{t('wallet.deposit_address')}</span>
              <code data-testid="deposit-address">{network.address}</code>
              <span className="muted">{t('wallet.min_amount', { amount: network.min_amount })}</span>
              <Button
                size="mini"
                color="primary"
                fill="outline"
                onClick={() => void copyText(network.address)}
              >
                {t('common.copy')}
              </Button>
            </div>
          </section>
        )}
      </TopUpForm>
    </div>
  );
}

/** A QR picture drawn here from the text (no endpoint is read): a key of the app's own. */
const qrKey = (text: string) => ['qr', text] as const;

function QrCode({ text }: { text: string }) {
  const qr = useQuery({
    queryKey: qrKey(text),
    queryFn: async () => (await import('qrcode')).toDataURL(text, { margin: 1, width: 160 }),
    staleTime: Infinity,
  });
  return qr.data ? (
    <img className="deposit-qr" src={qr.data} alt="" width={120} height={120} />
  ) : (
    <div className="deposit-qr skeleton" />
  );
}
