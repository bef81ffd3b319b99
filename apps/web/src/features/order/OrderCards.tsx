import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard';
import { askPayCode } from '../../components/PayCodeCheck';
import type { OrderDetail } from '../../lib/types';
import { useRevealCards } from './api';
import './OrderCards.css';

/**
 * The cards a paid virtual order delivered. Their passwords are money: the server sends them only with the
 * payment code, and the page keeps them for this visit only.
 */
export function OrderCards({ orderId, cards }: { orderId: number; cards: OrderDetail['cards'] }) {
  const { t } = useTranslation();
  const [passwords, setPasswords] = useState<ReadonlyMap<string, string> | null>(null);
  const revealCards = useRevealCards(orderId);
  const reveal = async () => {
    const code = await askPayCode();
    if (code === null) return;
    const revealed = await revealCards.mutateAsync(code).catch(() => null);
    if (revealed) setPasswords(new Map(revealed.map((card) => [card.card_no, card.card_password])));
  };
  return (
    <section className="card-section" data-testid="cards">
      <h3>{t('order.cards')}</h3>
      {cards.map((card) => {
        const password = passwords?.get(card.card_no);
        return (
          <div key={card.card_no} className="virtual-card">
            <div>
              <span className="muted">{t('field.card_no')}</span> {card.card_no}
            </div>
            <div>
              <span className="muted">{t('field.card_password')}</span>{' '}
              <span data-testid="card-password">{password ?? '••••••'}</span>
            </div>
            {password !== undefined ? (
              <Button
                size="mini"
                fill="outline"
                color="primary"
                onClick={() => void copyText(`${card.card_no} ${password}`)}
              >
                {t('common.copy')}
              </Button>
            ) : (
              <Button size="mini" fill="outline" color="primary" onClick={reveal} data-testid="reveal-cards">
                {t('order.show_cards')}
              </Button>
            )}
          </div>
        );
      })}
    </section>
  );
}
