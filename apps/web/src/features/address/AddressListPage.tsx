import { Button, ErrorBlock, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { PhoneNumber } from '../../components/PhoneNumber';
import { toast } from '../../lib/toast';
import { type Address, useAddresses, useDeleteAddress, useSetDefaultAddress } from '../../api/addresses';
import './AddressListPage.css';
import { Dialog } from '../../lib/antd-imperative';

export default function AddressListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const deletion = useDeleteAddress();

  const makeDefault = async (address: Address) => {
    await setDefault.mutateAsync(address.id);
    toast.success(t('msg.setting_success'));
  };

  const remove = async (address: Address) => {
    const confirmed = await Dialog.confirm({
      content: t('address.delete_confirm'),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await deletion.mutateAsync(address.id);
    toast.success(t('msg.delete_success'));
  };

  return (
    <div className="page address-page">
      <TopBar />
      {addresses.isPending && <div className="skeleton address-skeleton" />}
      {addresses.data?.length === 0 && (
        <ErrorBlock status="empty" title={t('address.empty')} description="" />
      )}
      <div className="address-list">
        {(addresses.data ?? []).map((address) => (
          <article key={address.id} className="address-card" data-testid="address-card">
            <div className="address-head">
              <strong>{address.consignee}</strong>
              <PhoneNumber value={address.mobile} />
              <Tag color="primary" fill="outline">
                {address.tag}
              </Tag>
              {address.is_default && (
                <Tag color="primary" data-testid="default-tag">
                  {t('common.default')}
                </Tag>
              )}
              {address.needs_review && (
                // Older addresses still work at checkout; the mark asks the shopper to complete them.
                <button
                  type="button"
                  className="review-mark"
                  data-testid="review-mark"
                  onClick={() => navigate(`/addressForm/${address.id}`)}
                >
                  {t('address.needs_review')}
                </button>
              )}
            </div>
            <p className="address-text">
              {address.area} {address.address} {address.postcode && <bdi dir="ltr">{address.postcode}</bdi>}
            </p>
            <div className="address-actions">
              {!address.is_default && (
                <Button size="mini" fill="none" onClick={() => makeDefault(address)}>
                  {t('address.set_default')}
                </Button>
              )}
              <Button size="mini" fill="none" onClick={() => navigate(`/addressForm/${address.id}`)}>
                {t('common.edit')}
              </Button>
              <Button size="mini" fill="none" color="danger" onClick={() => remove(address)}>
                {t('common.delete')}
              </Button>
            </div>
          </article>
        ))}
      </div>
      <div className="form-actions sticky">
        <Button block color="primary" size="large" onClick={() => navigate('/addressForm')}>
          {t('address.add')}
        </Button>
      </div>
    </div>
  );
}
