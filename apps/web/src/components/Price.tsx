import { Money } from './Money';

/** A price in the app language's writing; the crossed-out original when there is one. */
export function Price({ value, original }: { value: string; original?: string | null }) {
  return (
    <span className="price">
      <Money value={value} />
      {original && (
        <del className="price-original">
          <Money value={original} />
        </del>
      )}
    </span>
  );
}
