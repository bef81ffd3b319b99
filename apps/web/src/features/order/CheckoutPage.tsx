import { useMemo, useState } from 'react';
import { Button, ErrorBlock, Input, List, TextArea } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { PhoneNumber } from '../../components/PhoneNumber';
import { BottomSheet } from '../../components/BottomSheet';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '../../components/Money';
import { Price } from '../../components/Price';
import { TopBar } from '../../components/TopBar';
import { toast } from '../../lib/toast';
import { takeChosenForCheckout, useAddresses } from '../../api/addresses';
import { type OrderPreview, type OrderRequest, useCheckPromo, useCreateOrder, useOrderPreview } from './api';
import { OrderItemRow } from '../../components/OrderItemRow';
import { ListButton, ListLink } from '../../components/ListRow';
import { useFormat } from '../../lib/format';
import './CheckoutPage.css';

/** Checkout: what comes from the bag or "buy now", a shipping address, promo code; totals from the server. */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const lines = location.state as Pick<OrderRequest, 'cart_ids' | 'items'> | null;
  const [promo, setPromo] = useState('');
  const [appliedPromo, setAppliedPromo] = useState<string | undefined>();
  const [remark, setRemark] = useState('');
  const queryClient = useQueryClient();
  const [chosenAddress, setChosenAddress] = useState(() => takeChosenForCheckout(queryClient));
  const [picking, setPicking] = useState(false);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const createOrder = useCreateOrder(idempotencyKey);
  const checkPromo = useCheckPromo();

  const addresses = useAddresses();
  const address =
    addresses.data?.find((candidate) => candidate.id === chosenAddress) ??
    addresses.data?.find((candidate) => candidate.is_default) ??
    addresses.data?.[0];
  // Priced for the address's country: the preview waits for the addresses rather than asking twice.
  const preview = useOrderPreview(
    { ...lines, promo_code: appliedPromo, address_id: address?.id },
    !addresses.isPending,
  );

  if (!lines || !(lines.cart_ids?.length || lines.items?.length)) {
    return (
      <div className="page">
        <TopBar />
        <ErrorBlock status="empty" title={t('validation.select_item')} description="">
          <Button color="primary" onClick={() => navigate('/bag')}>
            {t('nav.bag')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  const isVirtual = preview.data?.is_virtual ?? false;

  const applyPromo = async () => {
    const code = promo.trim() || undefined;
    try {
      await checkPromo.mutateAsync({ ...lines, promo_code: code });
      setAppliedPromo(code);
    } catch (error) {
      toast.fail((error as Error).message);
    }
  };

  const submit = async () => {
    if (!isVirtual && !address) return toast.fail(t('msg.address_required'));
    try {
      const order = await createOrder.mutateAsync({
        ...lines,
        address_id: isVirtual ? undefined : address?.id,
        promo_code: appliedPromo,
        remark: remark || undefined,
      });
      toast.success(t('msg.create_order_success'));
      // One shop, one order; a checkout of several shops pays its orders together.
      const payment =
        order.order_ids.length > 1 ? `order_ids=${order.order_ids.join(',')}` : `order_id=${order.order_id}`;
      navigate(`/payment?${payment}`, { replace: true });
    } catch {
      // The request layer has shown why.
    }
  };

  return (
    <div className="page checkout-page">
      <TopBar />
      {!isVirtual && (
        <List className="menu-list">
          <ListButton
            prefix={<EnvironmentOutline />}
            onClick={() => setPicking(true)}
            data-testid="checkout-address"
          >
            {address ? (
              <>
                <strong>
                  {address.consignee} <PhoneNumber value={address.mobile} />
                </strong>
                <span className="muted block">
                  {address.area} {address.address}
                </span>
              </>
            ) : (
              t('checkout.choose_address')
            )}
          </ListButton>
        </List>
      )}

      {preview.isError && (
        <ErrorBlock status="default" title={(preview.error as Error).message} description="" />
      )}
      {preview.data && <ShopOrders preview={preview.data} />}

      <List className="menu-list">
        <List.Item
          extra={
            <Button size="mini" color="primary" fill="outline" onClick={applyPromo}>
              {t('checkout.apply')}
            </Button>
          }
        >
          <Input
            placeholder={t('field.promo_code')}
            value={promo}
            onChange={setPromo}
            aria-label={t('field.promo_code')}
          />
        </List.Item>
        <List.Item>
          <TextArea
            placeholder={t('checkout.remark')}
            value={remark}
            onChange={setRemark}
            maxLength={200}
            rows={2}
          />
        </List.Item>
        <List.Item extra={preview.data ? <Money value={preview.data.goods} /> : '—'}>
          {t('order.goods')}
        </List.Item>
        <List.Item
          extra={preview.data ? <Money value={preview.data.freight} /> : '—'}
          data-testid="checkout-freight"
        >
          {t('order.freight')}
        </List.Item>
        {preview.data && preview.data.discount !== '0.00' && (
          <List.Item extra={<Money value={`-${preview.data.discount}`} />}>{t('order.discount')}</List.Item>
        )}
        {preview.data && preview.data.tax !== '0.00' && (
          <List.Item extra={<Money value={preview.data.tax} />} data-testid="checkout-tax">
            {t('order.tax')}
          </List.Item>
        )}
      </List>
      {preview.data?.shop_orders.some((order) => order.tax_mode === 'dap') && (
        <p className="checkout-note" data-testid="checkout-tax-on-delivery">
          {t('order.tax_on_delivery')}
        </p>
      )}

      <footer className="bottom-bar checkout-bar">
        <span>
          {t('order.total')} <Price value={preview.data?.total ?? '0.00'} />
        </span>
        <Button
          color="primary"
          loading={createOrder.isPending}
          disabled={!preview.data?.ships}
          onClick={submit}
          data-testid="place-order"
        >
          {t('checkout.place_order')}
        </Button>
      </footer>

      <BottomSheet open={picking} onClose={() => setPicking(false)} closeButton={false}>
        <List header={t('checkout.choose_address')}>
          {(addresses.data ?? []).map((candidate) => (
            <ListButton
              key={candidate.id}
              onClick={() => {
                setChosenAddress(candidate.id);
                setPicking(false);
              }}
              description={`${candidate.area} ${candidate.address}`}
            >
              {candidate.consignee} <PhoneNumber value={candidate.mobile} />
            </ListButton>
          ))}
          <ListLink to="/addressForm" state={{ from: 'checkout' }}>
            {t('address.add')}
          </ListLink>
        </List>
      </BottomSheet>
    </div>
  );
}

/**
 * The lines as the orders they become: one order and parcel per shop, each with when it should arrive (or that
 * the shop does not ship to the address's country); under its shop's name with its own shipping, tax and subtotal
 * when the checkout spans several shops.
 */
function ShopOrders({ preview }: { preview: OrderPreview }) {
  const { t } = useTranslation();
  const several = preview.shop_orders.length > 1;
  return (
    <>
      {several && (
        <p className="checkout-split-note" data-testid="split-note">
          {t('checkout.split_note', { count: preview.shop_orders.length })}
        </p>
      )}
      {preview.shop_orders.map((shopOrder) => (
        <section
          className="card-section"
          key={shopOrder.shop_id}
          data-testid="shop-order"
          data-ships={shopOrder.ships}
        >
          {several && (
            <h3>
              <Link to={`/shop/${shopOrder.shop_id}`}>
                <bdi>{shopOrder.shop_name}</bdi>
              </Link>
            </h3>
          )}
          {preview.items
            .filter((item) => item.shop_id === shopOrder.shop_id)
            .map((item) => (
              <OrderItemRow key={`${item.product_id}-${item.spec}`} item={item} />
            ))}
          <ShopOrderDelivery shopOrder={shopOrder} country={preview.country} />
          {several && (
            <dl className="shop-order-figures">
              <dt>{t('order.freight')}</dt>
              <dd>
                <Money value={shopOrder.freight} />
              </dd>
              {shopOrder.tax !== '0.00' && (
                <>
                  <dt>{t('order.tax')}</dt>
                  <dd>
                    <Money value={shopOrder.tax} />
                  </dd>
                </>
              )}
              <dt>{t('checkout.shop_total')}</dt>
              <dd>
                <Money value={shopOrder.total} />
              </dd>
            </dl>
          )}
        </section>
      ))}
    </>
  );
}

/** When a shop's parcel should arrive, or, before payment, that the shop does not ship there. */
function ShopOrderDelivery({
  shopOrder,
  country,
}: {
  shopOrder: OrderPreview['shop_orders'][number];
  country: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!shopOrder.ships) {
    return (
      <div className="checkout-not-shipping" role="alert" data-testid="not-shipping">
        <strong>{t('msg.shop_not_shipping', { shop: shopOrder.shop_name, country: country ?? '' })}</strong>
        <span className="block">{t('checkout.not_shipping_hint')}</span>
      </div>
    );
  }
  if (!shopOrder.delivery) return null;
  return (
    <p className="checkout-delivery" data-testid="delivery-window">
      <span className="muted">{t('order.delivery')}</span>{' '}
      <bdi>{format.dayRange(shopOrder.delivery.from, shopOrder.delivery.to)}</bdi>
    </p>
  );
}
