import { Input, type InputProps } from 'antd-mobile';

/**
 * A field of digits and codes (a phone number, a postcode): always written left to right, on an Arabic page
 * too, so that "+971 50 123 4567" keeps its order while the shopper types it.
 */
export function LtrInput(props: InputProps) {
  return (
    <div dir="ltr" className="ltr-input">
      <Input {...props} />
    </div>
  );
}
