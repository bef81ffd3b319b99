import type { CSSProperties, ReactNode } from 'react';
import './ChoiceChips.css';

export type ChoiceOption<V> = { label: ReactNode; value: V };

/**
 * One choice among chips (a spec's values, a sort, a network), with antd-mobile Selector's look and props
 * (`value` is a list of at most one; choosing the chosen one again clears it). Each chip is a button with
 * `aria-pressed`, so the keyboard reaches it and a screen reader says whether it is chosen: antd-mobile's
 * chips are `div`s (decision 030). Name the group with `aria-label` or `aria-labelledby`.
 */
export function ChoiceChips<V extends string | number>({
  options,
  value = [],
  onChange,
  columns,
  className,
  ...naming
}: {
  options: ChoiceOption<V>[];
  value?: V[];
  onChange?: (values: V[]) => void;
  /** Chips per row; without it they are as wide as their words and wrap. */
  columns?: number;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const style = columns ? ({ '--columns': columns } as CSSProperties) : undefined;
  return (
    <div
      role="group"
      className={['choice-chips', columns ? 'in-columns' : '', className ?? ''].join(' ').trim()}
      style={style}
      {...naming}
    >
      {options.map((option) => {
        const chosen = value.includes(option.value);
        return (
          <button
            key={option.value}
            type="button"
            className={chosen ? 'choice-chip chosen' : 'choice-chip'}
            aria-pressed={chosen}
            onClick={() => onChange?.(chosen ? [] : [option.value])}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
