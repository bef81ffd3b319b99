import { Grid, Image, Swiper } from 'antd-mobile';
import { GlobalOutline, SearchOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductCard';
import { PullList } from '../../components/PullList';
import { usePlatformInfo } from '../../lib/platform';
import { fetchHotProducts, useCategories, useHotMerchants } from '../catalog/api';

export default function HomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const platform = usePlatformInfo();
  const categories = useCategories(i18n.language);
  const merchants = useHotMerchants();

  return (
    <div className="page home-page">
      <header className="home-header">
        <div className="home-brand">
          {platform.data?.logo && <img src={platform.data.logo} alt="" width={32} height={32} />}
          <strong>{platform.data?.name}</strong>
        </div>
        <button
          type="button"
          className="home-search"
          onClick={() => navigate('/search')}
          data-testid="home-search"
        >
          <SearchOutline />
          <span>{t('search.placeholder')}</span>
        </button>
        <Link to="/language" className="icon-button" aria-label={t('route.language')}>
          <GlobalOutline fontSize={22} />
        </Link>
      </header>

      <section className="home-banners">
        {platform.data ? (
          <Swiper autoplay loop indicatorProps={{ color: 'white' }}>
            {platform.data.banners.map((banner) => (
              <Swiper.Item key={banner.id} onClick={() => navigate(banner.link)}>
                <div className="banner">
                  <Image src={banner.image} alt="" fit="cover" className="banner-image" />
                  <span className="banner-title">{banner.title}</span>
                </div>
              </Swiper.Item>
            ))}
          </Swiper>
        ) : (
          <div className="skeleton banner-skeleton" />
        )}
      </section>

      <section className="card-section">
        <Grid columns={5} gap={8}>
          {(categories.data ?? []).map((category) => (
            <Grid.Item key={category.id}>
              <Link
                className="category-tile"
                to={`/explore?category=${category.id}`}
                data-testid="category-tile"
              >
                <img src={category.image} alt="" width={44} height={44} />
                <span>{category.name}</span>
              </Link>
            </Grid.Item>
          ))}
        </Grid>
      </section>

      <section className="card-section">
        <div className="section-title">
          <h2>{t('home.hot_merchants')}</h2>
        </div>
        <div className="merchant-strip">
          {(merchants.data?.list ?? []).map((shop) => (
            <Link key={shop.id} className="merchant-card" to={`/shop/${shop.id}`}>
              <img src={shop.logo} alt="" width={48} height={48} />
              <span className="merchant-name">{shop.name}</span>
              <span className="merchant-meta">
                {t('common.favorable_rate', { rate: shop.favorable_rate })}
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section>
        <div className="section-title padded">
          <h2>{t('home.hot_products')}</h2>
          <Link to="/popular">{t('common.see_all')}</Link>
        </div>
        <PullList queryKey={['hot-products']} fetchPage={fetchHotProducts} skeleton={<ProductGridSkeleton />}>
          {(products) => <ProductGrid products={products} />}
        </PullList>
      </section>
    </div>
  );
}
