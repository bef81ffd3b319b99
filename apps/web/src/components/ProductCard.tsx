import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';
import type { ProductSummary } from '../lib/types';
import { Price } from './Price';
import './ProductCard.css';

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  return (
    <Link className="product-card" to={`/detail/${product.id}/${product.shop_id}`} data-testid="product-card">
      <div className="product-card-image">
        <img src={pictureUrl(product.image, 'thumb')} alt="" loading="lazy" width={200} height={200} />
        {product.is_virtual && <span className="product-badge">{t('common.virtual')}</span>}
        {product.stock === 0 && <span className="product-soldout">{t('common.out_of_stock')}</span>}
      </div>
      <div className="product-card-body">
        <div className="product-card-name">
          <bdi>{product.name}</bdi>
        </div>
        <div className="product-card-meta">
          <Price value={product.price} original={product.original_price} />
          <span className="product-card-sales">{t('common.sold', { count: product.sales })}</span>
        </div>
      </div>
    </Link>
  );
}

export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <div className="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}

/** Grey placeholders in the shape of the grid while the first page loads. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="product-card skeleton-card">
          <div className="skeleton skeleton-image" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      ))}
    </div>
  );
}
