import { useState } from 'react';
import { Button, Checkbox, ErrorBlock } from 'antd-mobile';
import { HeartOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCents, parseCents, pictureUrl } from '@storefront/shared';
import { Price } from '../../components/Price';
import { QuantityStepper } from '../../components/QuantityStepper';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { type CartLine, useCart, useDeleteLines, useUpdateLine } from './api';
import './BagPage.css';
import { Dialog } from '../../lib/antd-imperative';

/** The bag's lines under their shops, shops in the order their first line comes (the newest first). */
function shopsOf(lines: CartLine[]) {
  const groups = new Map<number, { shop: CartLine['shop']; lines: CartLine[] }>();
  for (const line of lines) {
    const group = groups.get(line.shop.id) ?? { shop: line.shop, lines: [] };
    group.lines.push(line);
    groups.set(line.shop.id, group);
  }
  return [...groups.values()];
}

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
          {shopsOf(lines).map(({ shop, lines: shopLines }) => {
            const choosable = shopLines.filter((line) => line.available).map((line) => line.id);
            const allChosen = choosable.length > 0 && choosable.every((id) => selected.includes(id));
            const chooseShop = (checked: boolean) =>
              setSelected((current) => [
                ...current.filter((id) => !choosable.includes(id)),
                ...(checked ? choosable : []),
              ]);
            return (
              <section key={shop.id} className="bag-shop" data-testid="bag-shop">
                <header className="bag-shop-header">
                  {/* Outside the group: choosing a shop chooses its lines, it is no value of its own. */}
                  <Checkbox
                    checked={allChosen}
                    disabled={choosable.length === 0}
                    onChange={chooseShop}
                    onClick={(event) => event.stopPropagation()}
                  >
                    <span className="visually-hidden">{t('bag.select_shop', { shop: shop.name })}</span>
                  </Checkbox>
                  <Link className="bag-shop-name" to={`/shop/${shop.id}`} data-testid="bag-shop-name">
                    <ShopbagOutline aria-hidden />
                    <bdi>{shop.name}</bdi>
                  </Link>
                </header>
                {shopLines.map((line) => (
                  <BagLine key={line.id} line={line} onQuantity={changeQuantity} />
                ))}
              </section>
            );
          })}
        </div>
      </Checkbox.Group>
      {lines.length > 0 && (
        <footer className="bottom-bar bag-bar">
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

/** One line: its product, spec, price and quantity; a line that cannot be bought says so. */
function BagLine({
  line,
  onQuantity,
}: {
  line: CartLine;
  onQuantity: (line: CartLine, quantity: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <article className={line.available ? 'bag-line' : 'bag-line unavailable'} data-testid="bag-line">
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
            onChange={(quantity) => void onQuantity(line, quantity)}
            disabled={!line.available}
          />
        </div>
      </div>
    </article>
  );
}
