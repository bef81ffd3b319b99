import { useState } from 'react';
import { Button, Checkbox, Dialog, ErrorBlock } from 'antd-mobile';
import { HeartOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCents, parseCents, pictureUrl } from '@storefront/shared';
import { Price } from '../../components/Price';
import { QuantityStepper } from '../../components/QuantityStepper';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { type CartLine, useCart, useDeleteLines, useUpdateLine } from './api';

/** The bag (kept alive): select lines, change quantities, remove, go to checkout. */
export default function BagPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const update = useUpdateLine();
  const deletion = useDeleteLines();
  const [selected, setSelected] = useState<number[]>([]);
  const lines = cart.data ?? [];
  const available = lines.filter((line) => line.available);
  const chosen = available.filter((line) => selected.includes(line.id));
  const totalCents = chosen.reduce((sum, line) => sum + (parseCents(line.price) ?? 0) * line.quantity, 0);

  const changeQuantity = (line: CartLine, quantity: number) => update.mutateAsync({ id: line.id, quantity });
  const remove = async () => {
    if (chosen.length === 0) return toast.show(t('validation.select_item'));
    const confirmed = await Dialog.confirm({
      content: t('bag.delete_confirm', { count: chosen.length }),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    await deletion.mutateAsync(chosen.map((line) => line.id));
    toast.success(t('msg.delete_success'));
    setSelected([]);
  };
  const checkout = () => {
    if (chosen.length === 0) return toast.fail(t('validation.select_item'));
    const kinds = new Set(chosen.map((line) => line.product.is_virtual));
    if (kinds.size > 1) return toast.fail(t('msg.virtual_mixed'));
    navigate('/checkout', { state: { cart_ids: chosen.map((line) => line.id) } });
  };

  return (
    <div className="page bag-page">
      <TopBar
        back={false}
        right={
          <Link
            to="/heart"
            className="icon-button"
            aria-label={t('route.heart')}
            data-testid="bag-favourites"
          >
            <HeartOutline fontSize={20} />
          </Link>
        }
      />
      {cart.isSuccess && lines.length === 0 && (
        <ErrorBlock status="empty" title={t('bag.empty')} description={t('bag.empty_hint')}>
          <Button color="primary" onClick={() => navigate('/home')}>
            {t('bag.go_shopping')}
          </Button>
        </ErrorBlock>
      )}
      <Checkbox.Group value={selected} onChange={(values) => setSelected(values as number[])}>
        <div className="bag-lines">
          {lines.map((line) => (
            <article
              key={line.id}
              className={line.available ? 'bag-line' : 'bag-line unavailable'}
              data-testid="bag-line"
            >
              <Checkbox value={line.id} disabled={!line.available}>
                <span className="visually-hidden">{line.product.name}</span>
              </Checkbox>
              <img
                src={pictureUrl(line.product.image, 'thumb')}
                alt=""
                width={80}
                height={80}
                onClick={() => navigate(`/detail/${line.product_id}`)}
              />
              <div className="bag-line-body">
                <Link className="bag-line-name" to={`/detail/${line.product_id}`}>
                  <bdi>{line.product.name}</bdi>
                </Link>
                {line.spec && (
                  <div className="bag-line-spec">
                    <bdi>{line.spec}</bdi>
                  </div>
                )}
                {!line.available && <div className="bag-line-warning">{t('bag.unavailable')}</div>}
                <div className="bag-line-foot">
                  <Price value={line.price} />
                  <QuantityStepper
                    label={t('bag.quantity_of', { name: line.product.name })}
                    max={Math.min(line.product.stock, 999)}
                    value={line.quantity}
                    onChange={(quantity) => void changeQuantity(line, quantity)}
                    disabled={!line.available}
                  />
                </div>
              </div>
            </article>
          ))}
        </div>
      </Checkbox.Group>
      {lines.length > 0 && (
        <footer className="bag-bar">
          <Checkbox
            checked={available.length > 0 && chosen.length === available.length}
            onChange={(checked) => setSelected(checked ? available.map((line) => line.id) : [])}
          >
            {t('bag.select_all')}
          </Checkbox>
          <button type="button" className="bag-delete" onClick={remove}>
            {t('common.delete')}
          </button>
          <span className="bag-total">
            {t('bag.total')} <Price value={formatCents(totalCents)} />
          </span>
          <Button color="primary" onClick={checkout} data-testid="checkout">
            {t('bag.checkout', { count: chosen.length })}
          </Button>
        </footer>
      )}
    </div>
  );
}
