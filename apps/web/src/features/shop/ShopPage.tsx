import { Button, ErrorBlock } from 'antd-mobile';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';
import { PageLoading } from '../../components/PageLoading';
import { Money } from '../../components/Money';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductCard';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import { useFormat } from '../../lib/format';
import { loggedIn } from '../../lib/require-login';
import { toast } from '../../lib/toast';
import { fetchProducts } from '../../api/catalog';
import { useSetFollow, useShop } from './api';
import { queryKeys } from '@storefront/shared/client';
import './ShopPage.css';

export default function ShopPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const shop = useShop(id);
  const following = useSetFollow(id);

  if (shop.isPending) return <PageLoading />;
  if (!shop.data) {
    return (
      <div className="page">
        <TopBar />
        <ErrorBlock status="empty" title={t('msg.shop_not_found')} description="" />
      </div>
    );
  }
  const data = shop.data;
  const toggleFollow = async () => {
    if (!loggedIn(() => navigate('/login', { state: { from: location.pathname } }))) return;
    await following.mutateAsync(!data.followed);
    toast.success(t(data.followed ? 'msg.unfollow_success' : 'msg.follow_success'));
  };

  return (
    <div className="page shop-page">
      <TopBar title={data.name} />
      <header className="shop-header">
        <img src={pictureUrl(data.logo, 'thumb')} alt="" width={64} height={64} />
        <div className="shop-title">
          <h2>
            <bdi>{data.name}</bdi>
          </h2>
          <p>{data.description}</p>
        </div>
        <Button
          size="small"
          color="primary"
          fill={data.followed ? 'outline' : 'solid'}
          onClick={toggleFollow}
          data-testid="follow"
        >
          {data.followed ? t('shop.following') : t('shop.follow')}
        </Button>
      </header>
      <section className="shop-stats">
        <div>
          <strong data-testid="followers">{format.count(data.followers)}</strong>
          <span>{t('shop.followers_label')}</span>
        </div>
        <div>
          <strong>{format.count(data.sales)}</strong>
          <span>{t('shop.sales')}</span>
        </div>
        <div>
          <strong>{format.percent(data.favorable_rate)}</strong>
          <span>{t('shop.favorable_rate')}</span>
        </div>
        <div>
          <strong>
            <Money value={data.total_sales} />
          </strong>
          <span>{t('shop.total_sales')}</span>
        </div>
      </section>
      <PullList
        queryKey={queryKeys.pages('GET /api/index/product', { shop_id: id })}
        fetchPage={(page) => fetchProducts({ shop_id: id }, page)}
        skeleton={<ProductGridSkeleton />}
      >
        {(products) => <ProductGrid products={products} />}
      </PullList>
    </div>
  );
}
