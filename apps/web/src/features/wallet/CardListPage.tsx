import { Button, ErrorBlock, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { type SavedDestination, destinationLabel, useForgetDestination, useSavedDestinations } from './api';
import { Dialog } from '../../lib/antd-imperative';

/**
 * The card list: bank cards and blockchain addresses the shopper has withdrawn to, which the withdrawal form
 * offers to choose. Each withdrawal adds its own; here they can only be removed.
 */
export default function CardListPage() {
  const { t } = useTranslation();
  const saved = useSavedDestinations();
  const forget = useForgetDestination();

  const remove = async (destination: SavedDestination) => {
    const confirmed = await Dialog.confirm({
      content: t('cards.remove_confirm'),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await forget.mutateAsync(destination.id);
    toast.success(t('msg.delete_success'));
  };

  return (
    <div className="page">
      <TopBar />
      {saved.isPending && <div className="skeleton address-skeleton" />}
      {saved.data?.length === 0 && <ErrorBlock status="empty" title={t('cards.empty')} description="" />}
      {(saved.data?.length ?? 0) > 0 && (
        <List className="menu-list" header={t('cards.hint')}>
          {(saved.data ?? []).map((destination) => (
            <List.Item
              key={destination.id}
              data-testid="saved-destination"
              description={
                destination.type === 'bank' ? (
                  <bdi>{destination.holder}</bdi>
                ) : (
                  <bdi className="destination-address">{destination.address}</bdi>
                )
              }
              extra={
                <Button size="mini" color="danger" fill="outline" onClick={() => remove(destination)}>
                  {t('common.delete')}
                </Button>
              }
            >
              <Tag color="primary" fill="outline" className="destination-type">
                {t(`wallet.withdraw_type.${destination.type}`)}
              </Tag>{' '}
              <bdi>{destinationLabel(destination)}</bdi>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
