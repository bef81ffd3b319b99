import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button block type="submit" color="primary" size="large" loading={busy}>
      {children}
    </Button>
  );
}
