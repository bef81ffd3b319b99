import { useFormat } from '../lib/format';

/**
 * An amount of the API's money text in the app language's own writing, isolated (`<bdi>`) so that right to
 * left it stays whole and its sign and label keep their side. `sign` for money in and out (+25.00 / -25.00).
 */
export function Money({
  value,
  sign = false,
  className,
}: {
  value: string;
  sign?: boolean;
  className?: string;
}) {
  const format = useFormat();
  return (
    <bdi className={className} data-money={value}>
      {format.money(value, { sign })}
    </bdi>
  );
}
