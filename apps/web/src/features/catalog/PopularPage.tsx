import { ProductGrid, ProductGridSkeleton } from '../../components/ProductCard';
import { PullList } from '../../components/PullList';
import { TopBar } from '../../components/TopBar';
import { fetchHotProducts, HOT_PRODUCTS_KEY } from '../../api/catalog';

export default function PopularPage() {
  return (
    <div className="page">
      <TopBar />
      <PullList queryKey={HOT_PRODUCTS_KEY} fetchPage={fetchHotProducts} skeleton={<ProductGridSkeleton />}>
        {(products) => <ProductGrid products={products} />}
      </PullList>
    </div>
  );
}
