import { useEffect, useState } from 'react';

type Format = (stored: string) => string;
let formatter: Format | undefined;
let loading: Promise<Format> | undefined;

/**
 * A stored phone number (E.164) as dialled from abroad ("+81 90 1234 5678"): the desks ship across borders, so
 * the carrier needs the country's code. Left to right on any page; the phone metadata is fetched with the first
 * number shown, and until then the number shows as stored.
 */
export function PhoneNumber({ value }: { value: string }) {
  const [format, setFormat] = useState<Format | undefined>(() => formatter);
  useEffect(() => {
    if (format) return;
    let mounted = true;
    loading ??= import('@storefront/shared/phone').then((module) => (formatter = module.internationalPhone));
    void loading.then((loaded) => mounted && setFormat(() => loaded));
    return () => {
      mounted = false;
    };
  }, [format]);
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {format ? format(value) : value}
    </bdi>
  );
}
