import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';
import { toast } from '../../lib/toast';
import { useAnswerInvitation, useShopInvitations } from './api';
import './ShopInvitations.css';
import { Dialog } from '../../lib/antd-imperative';

/**
 * Shops inviting the shopper to their staff. Joining is the shopper's own choice (an account runs one shop),
 * confirmed before it is sent; `onJoined` names the shop joined.
 */
export function ShopInvitations({ onJoined }: { onJoined: (shopName: string) => void }) {
  const { t } = useTranslation();
  const invitations = useShopInvitations();
  const answer = useAnswerInvitation();
  const send = async (invitation: { id: number; shop: { name: string } }, accept: boolean) => {
    if (accept) {
      const confirmed = await Dialog.confirm({
        content: t('merchant.accept_confirm', { shop: invitation.shop.name }),
        confirmText: t('merchant.accept'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
    }
    try {
      await answer.mutateAsync({ id: invitation.id, accept });
      // Joining is told by the page itself ("You joined …"); a refusal only by this.
      if (accept) onJoined(invitation.shop.name);
      else toast.success(t('msg.invitation_declined'));
    } catch {
      // The request layer has shown why.
    }
  };
  if (!invitations.data?.length) return null;
  return (
    <section aria-labelledby="invitations-title" data-testid="shop-invitations">
      <div className="section-title padded">
        <h2 id="invitations-title">{t('merchant.invitations')}</h2>
      </div>
      <List className="menu-list">
        {invitations.data.map((invitation) => (
          <List.Item
            key={invitation.id}
            prefix={
              <img
                src={pictureUrl(invitation.shop.logo, 'thumb')}
                alt=""
                width={40}
                height={40}
                className="invitation-logo"
              />
            }
            description={
              <span className="invitation-actions">
                <Button size="small" color="primary" onClick={() => void send(invitation, true)}>
                  {t('merchant.accept')}
                </Button>
                <Button size="small" onClick={() => void send(invitation, false)}>
                  {t('merchant.decline')}
                </Button>
              </span>
            }
          >
            {t('merchant.invitation', { shop: invitation.shop.name })}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
