import { useState } from 'react';
import { Button, ErrorBlock, Image, Swiper } from 'antd-mobile';
import { HeartFill, HeartOutline, MessageOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';
import { PageLoading } from '../../components/PageLoading';
import { Price } from '../../components/Price';
import { TopBar } from '../../components/TopBar';
import { loggedIn } from '../../lib/require-login';
import { toast } from '../../lib/toast';
import type { ProductDetail } from '../../lib/types';
import { useAddToBag, useProduct, useSetFavourite } from './api';
import { ProductReviews } from './ProductReviews';
import { ChoiceChips } from '../../components/ChoiceChips';
import { QuantityStepper } from '../../components/QuantityStepper';
import './DetailPage.css';

/** The product page; never kept alive, so it always shows the latest stock and price. */
export default function DetailPage() {
  const { t } = useTranslation();
  const { product: productParam } = useParams();
  const id = Number(productParam);
  const product = useProduct(id);
  if (product.isPending) return <PageLoading />;
  if (!product.data) {
    return (
      <div className="page">
        <TopBar />
        <ErrorBlock status="empty" title={t('msg.product_not_found')} description="" />
      </div>
    );
  }
  return <ProductView key={product.data.id} product={product.data} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const bagging = useAddToBag(product.id);
  const favouring = useSetFavourite(product.id);
  const [choice, setChoice] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const goLogin = () => navigate('/login', { state: { from: location.pathname } });
  const spec = product.specs.map((item) => `${item.name}: ${choice[item.name] ?? ''}`).join('; ');
  const missing = product.specs.find((item) => !choice[item.name]);
  const maxQuantity = Math.max(1, Math.min(product.stock, product.remaining ?? product.stock, 999));

  const ready = () => {
    if (!loggedIn(goLogin)) return false;
    if (missing) {
      toast.fail(t('msg.spec_required', { name: missing.name }));
      return false;
    }
    return true;
  };
  const add = async () => {
    if (!ready()) return;
    await bagging.mutateAsync({ quantity, spec });
    toast.success(t('msg.cart_added'));
  };
  const buyNow = () => {
    if (!ready()) return;
    navigate('/checkout', {
      state: { items: [{ product_id: product.id, quantity, spec: spec || undefined }] },
    });
  };
  const toggleFavourite = async () => {
    if (!loggedIn(goLogin)) return;
    await favouring.mutateAsync(!product.favourited);
    toast.success(t(product.favourited ? 'msg.favourite_removed' : 'msg.favourite_added'));
  };
  const soldOut = product.stock === 0 || product.remaining === 0;

  return (
    <div className="page detail-page">
      <TopBar />
      <Swiper className="detail-gallery" indicatorProps={{ color: 'white' }}>
        {product.images.map((image) => (
          <Swiper.Item key={image}>
            <Image src={pictureUrl(image, 'large')} alt="" fit="cover" className="detail-image" />
          </Swiper.Item>
        ))}
      </Swiper>

      <section className="card-section detail-summary">
        <Price value={product.price} original={product.original_price} />
        <h2 className="detail-name">
          <bdi>{product.name}</bdi>
        </h2>
        <div className="detail-meta">
          <span>{t('common.sold', { count: product.sales })}</span>
          <span data-testid="stock">{t('detail.stock', { count: product.stock })}</span>
        </div>
        {product.limit_period && (
          <p className="detail-limit" data-testid="limit">
            {t('detail.limit', {
              count: product.limit_count,
              period: t(`detail.period.${product.limit_period}`),
              bought: product.bought,
              remaining: product.remaining,
            })}
          </p>
        )}
      </section>

      {product.specs.length > 0 && (
        <section className="card-section">
          {product.specs.map((item, index) => (
            <div key={item.name} className="spec-group">
              <h3 id={`spec-${index}`}>
                <bdi>{item.name}</bdi>
              </h3>
              <ChoiceChips
                aria-labelledby={`spec-${index}`}
                columns={3}
                options={item.values.map((value) => ({ label: value, value }))}
                value={choice[item.name] ? [choice[item.name] as string] : []}
                onChange={(values) => setChoice((current) => ({ ...current, [item.name]: values[0] ?? '' }))}
              />
            </div>
          ))}
        </section>
      )}

      <section className="card-section quantity-row">
        <h3 id="quantity-label">{t('field.quantity')}</h3>
        <QuantityStepper
          labelledBy="quantity-label"
          max={maxQuantity}
          value={quantity}
          onChange={setQuantity}
          disabled={soldOut}
        />
      </section>

      <Link className="card-section shop-card" to={`/shop/${product.shop.id}`}>
        <img src={pictureUrl(product.shop.logo, 'thumb')} alt="" width={44} height={44} />
        <div>
          <strong>
            <bdi>{product.shop.name}</bdi>
          </strong>
          <span>
            {t('shop.followers', { count: product.shop.followers })} ·{' '}
            {t('common.favorable_rate', { rate: product.shop.favorable_rate })}
          </span>
        </div>
        <span className="shop-card-link">{t('detail.visit_shop')}</span>
      </Link>

      <ProductReviews product={product} />

      <section className="card-section">
        <h3>{t('detail.description')}</h3>
        <p className="article-text">{product.description}</p>
      </section>

      <footer className="bottom-bar action-bar">
        <button type="button" className="action-icon" onClick={toggleFavourite} data-testid="favourite">
          {product.favourited ? <HeartFill color="var(--brand)" aria-hidden /> : <HeartOutline aria-hidden />}
          <span>{t('detail.favourite')}</span>
        </button>
        <button
          type="button"
          className="action-icon"
          onClick={() => navigate(`/consult/${product.id}/${product.shop.id}`)}
        >
          <MessageOutline />
          <span>{t('detail.consult')}</span>
        </button>
        <button type="button" className="action-icon" onClick={() => navigate('/bag')}>
          <ShopbagOutline />
          <span>{t('nav.bag')}</span>
        </button>
        <Button className="action-add" onClick={add} disabled={soldOut}>
          {t('detail.add_to_bag')}
        </Button>
        <Button className="action-buy" color="primary" onClick={buyNow} disabled={soldOut}>
          {soldOut ? t('common.out_of_stock') : t('detail.buy_now')}
        </Button>
      </footer>
    </div>
  );
}
