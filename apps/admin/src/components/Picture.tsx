import { Image } from 'antd';

/** Evidence and product pictures, shown large on click. */
export function Picture({ src, size = 64 }: { src: string; size?: number }) {
  return (
    <Image
      src={src}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      data-testid="evidence"
    />
  );
}
