import { Image, Rate } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';
import type { ProductDetail } from '../../lib/types';
import { useLatestReviews } from './api';
import './ProductReviews.css';

/** The averages and the latest reviews, pictures included. */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const reviews = useLatestReviews(product.id, product.reviews.count > 0);
  return (
    <section className="card-section" data-testid="reviews">
      <h3>{t('detail.reviews', { count: product.reviews.count })}</h3>
      {product.reviews.count === 0 ? (
        <p className="muted">{t('detail.no_reviews')}</p>
      ) : (
        <p className="muted">
          {t('detail.scores', {
            product: product.reviews.product_score,
            service: product.reviews.service_score,
            postage: product.reviews.postage_score,
          })}
        </p>
      )}
      {(reviews.data?.list ?? []).map((review) => (
        <article key={review.id} className="review" data-testid="review">
          <header>
            <strong>{review.user}</strong>
            <Rate readOnly value={review.product_score} style={{ '--star-size': '14px' }} />
          </header>
          <p>{review.content}</p>
          {review.images.length > 0 && (
            <div className="review-pictures">
              {review.images.map((image) => (
                <Image
                  key={image}
                  src={pictureUrl(image, 'thumb')}
                  width={72}
                  height={72}
                  fit="cover"
                  alt=""
                />
              ))}
            </div>
          )}
          {review.reply && (
            <blockquote className="review-reply" data-testid="review-reply">
              <strong>{t('detail.shop_reply')}</strong>
              <p>{review.reply.content}</p>
            </blockquote>
          )}
        </article>
      ))}
    </section>
  );
}
