import { Tabs } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';
import { useTextDirection } from '../../lib/direction';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductCard';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import { fetchFavourites, fetchFollowedShops } from './api';
import { queryKeys } from '@storefront/shared/client';
import './FavouritesPage.css';

/** Favourite products and followed shops (served at /myFavourite and /heart). */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const direction = useTextDirection();
  return (
    <div className="page">
      <TopBar />
      <Tabs defaultActiveKey="products" direction={direction}>
        <Tabs.Tab key="products" title={t('favourite.products')}>
          <PullList
            queryKey={queryKeys.pages('GET /api/favourite/list')}
            fetchPage={fetchFavourites}
            skeleton={<ProductGridSkeleton />}
          >
            {(products) => <ProductGrid products={products} />}
          </PullList>
        </Tabs.Tab>
        <Tabs.Tab key="shops" title={t('favourite.shops')}>
          <PullList queryKey={queryKeys.pages('GET /api/shop/followed')} fetchPage={fetchFollowedShops}>
            {(shops) => (
              <div className="shop-list">
                {shops.map((shop) => (
                  <Link key={shop.id} to={`/shop/${shop.id}`} className="card-section shop-card">
                    <img src={pictureUrl(shop.logo, 'thumb')} alt="" width={44} height={44} />
                    <div>
                      <strong>
                        <bdi>{shop.name}</bdi>
                      </strong>
                      <span>{t('shop.followers', { count: shop.followers })}</span>
                    </div>
                  </Link>
                ))}
              </div>
            )}
          </PullList>
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
