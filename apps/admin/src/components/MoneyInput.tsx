import { InputNumber, type InputNumberProps } from 'antd';
import { CURRENCY_LABEL } from '@storefront/shared';

/**
 * An amount as the operator types it: a decimal string (antd's string mode), never a float, sent as is for
 * the server to read into cents. `allowNegative` for balance adjustments; amounts are positive otherwise.
 */
export function MoneyInput({
  allowNegative = false,
  ...props
}: Omit<InputNumberProps<string>, 'stringMode'> & { allowNegative?: boolean }) {
  return (
    <InputNumber<string>
      stringMode
      min={allowNegative ? undefined : '0'}
      step="0.01"
      precision={2}
      prefix={CURRENCY_LABEL}
      {...props}
    />
  );
}
