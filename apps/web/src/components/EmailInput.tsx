import { Input, type InputProps } from 'antd-mobile';

/** An email field as phones should offer it: the email keyboard, no capital first letter, autofill. */
export function EmailInput(props: InputProps) {
  return <Input inputMode="email" autoCapitalize="none" autoComplete="email" {...props} />;
}
