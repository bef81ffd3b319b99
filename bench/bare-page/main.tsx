import { createRoot } from 'react-dom/client';

/** The 20 products of the first page of the catalogue, written in by the bench when it builds the page. */
declare const BARE_PAGE_PRODUCTS: { id: number; name: string; image: string; price: string }[];

const styles = {
  list: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, padding: 8, margin: 0, listStyle: 'none' },
  card: { background: '#fff', borderRadius: 8, overflow: 'hidden', font: '14px system-ui, sans-serif' },
  image: { width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' },
  name: { margin: 8, height: 36, overflow: 'hidden' },
  price: { margin: 8, color: '#ff5b2e', fontWeight: 600 },
} as const;

/** The floor of a first paint: React rendering one static list of product cards, nothing else. */
function ProductCards() {
  return (
    <ul style={styles.list}>
      {BARE_PAGE_PRODUCTS.map((product, index) => (
        <li key={product.id} style={styles.card}>
          <img src={product.image} alt="" style={styles.image} loading={index < 4 ? 'eager' : 'lazy'} />
          <p style={styles.name}>{product.name}</p>
          <p style={styles.price}>${product.price}</p>
        </li>
      ))}
    </ul>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<ProductCards />);
