import type { ProductSpec } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A chosen specification as text, "Color: Black; Size: M". Every spec the product has must be chosen with
 * one of its values; the result is written in the product's own order so the same choice is one cart line.
 * `shown` (the specs as the shopper reads them, same shape) names what is missing or wrong.
 */
export function normalizeSpec(
  specs: ProductSpec[],
  chosen: string | undefined,
  shown: ProductSpec[] = specs,
): string {
  if (specs.length === 0) return '';
  const picked = new Map<string, string>();
  for (const part of (chosen ?? '').split(';')) {
    const [name, ...rest] = part.split(':');
    if (name?.trim() && rest.length > 0) picked.set(name.trim().toLowerCase(), rest.join(':').trim());
  }
  return specs
    .map((spec, index) => {
      const name = shown[index]?.name ?? spec.name;
      const value = picked.get(spec.name.toLowerCase());
      if (!value) throw new AppError('msg.spec_required', { name });
      const match = spec.values.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
      if (!match) throw new AppError('msg.spec_invalid', { name });
      return `${spec.name}: ${match}`;
    })
    .join('; ');
}
