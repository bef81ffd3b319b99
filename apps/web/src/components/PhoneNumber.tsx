import { useEffect, useState } from 'react';

type Format = (stored: string) => string;
let formatter: Format | undefined;
let loading: Promise<Format> | undefined;

/**
 * A stored phone number (E.164) as its country writes it ("090-1234-5678"), left to right on any page. The
 * phone metadata is fetched with the first number shown; until then the number shows as stored.
 */
export function PhoneNumber({ value }: { value: string }) {
  const [format, setFormat] = useState<Format | undefined>(() => formatter);
  useEffect(() => {
    if (format) return;
    let mounted = true;
    loading ??= import('@storefront/shared/phone').then((module) => (formatter = module.nationalPhone));
    void loading.then((loaded) => mounted && setFormat(() => loaded));
    return () => {
      mounted = false;
    };
  }, [format]);
  return <bdi dir="ltr">{format ? format(value) : value}</bdi>;
}
