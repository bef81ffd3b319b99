import type { ReactNode } from 'react';
import { Button } from 'antd';

/**
 * The cell of a row that opens the row's details. A click anywhere on the row opens them too (antd's `onRow`),
 * but a table row is no control: this button is what the keyboard and screen readers reach.
 */
export function RowOpener({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <Button
      type="link"
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
    >
      {children}
    </Button>
  );
}
