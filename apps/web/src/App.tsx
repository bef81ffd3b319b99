import { useEffect, useState } from 'react';

type Platform = { name: string; logo: string };

/** The shopper app's first page; the full app is built on top of this shell. */
export function App() {
  const [platform, setPlatform] = useState<Platform | null>(null);
  useEffect(() => {
    fetch(`/api/index/index?lang=${encodeURIComponent(navigator.language)}`)
      .then((response) => response.json())
      .then((body: { data: Platform }) => setPlatform(body.data))
      .catch(() => setPlatform(null));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: 48 }}>
      {platform && <img src={platform.logo} alt="" width={72} height={72} />}
      <h1>{platform?.name ?? ''}</h1>
    </main>
  );
}
