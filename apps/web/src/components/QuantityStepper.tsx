import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './QuantityStepper.css';

/**
 * A quantity from 1 to `max`: minus, the number, plus. A native number input (a spin button that arrow keys
 * change) named by the label it is given, between two named buttons; antd-mobile's Stepper names neither its
 * field nor its group and puts `aria-valuenow` on a `div` (decision 030).
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
  label,
  labelledBy,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The field's name, when no visible label names it (`labelledBy`). */
  label?: string;
  labelledBy?: string;
}) {
  const { t } = useTranslation();
  const upper = Math.max(1, max);
  const set = (quantity: number) => {
    if (!Number.isFinite(quantity)) return;
    const bounded = Math.min(upper, Math.max(1, Math.trunc(quantity)));
    if (bounded !== value) onChange(bounded);
  };
  return (
    <div className="quantity-stepper">
      <button
        type="button"
        aria-label={t('common.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => set(value - 1)}
      >
        <MinusOutline aria-hidden />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={upper}
        value={value}
        disabled={disabled}
        aria-label={label}
        aria-labelledby={labelledBy}
        onChange={(event) => set(event.target.valueAsNumber)}
      />
      <button
        type="button"
        aria-label={t('common.increase')}
        disabled={disabled || value >= upper}
        onClick={() => set(value + 1)}
      >
        <AddOutline aria-hidden />
      </button>
    </div>
  );
}
