import type { ReactNode } from 'react';
import { Table, type TableColumnType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';

/**
 * Every list of the desks. A row wider than the page scrolls inside the table, and the actions column (made
 * by `actionsColumn`) stays in sight at the row's end, on the right, or on the left in Arabic: a decision is
 * never pushed off the screen by a long address or reason.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's own row constraint (AnyObject)
export function DeskTable<T extends Record<PropertyKey, any>>(props: TableProps<T>) {
  return <Table<T> scroll={{ x: 'max-content' }} {...props} />;
}

/** The column of a row's buttons, kept at the row's end while the rest scrolls. */
export function actionsColumn<T>(
  t: TFunction,
  render: (row: T) => ReactNode,
  width?: number,
): TableColumnType<T> {
  return {
    key: 'actions',
    title: t('console.actions'),
    fixed: 'end',
    width,
    render: (_: unknown, row: T) => render(row),
  };
}

/**
 * A long text in a cell: one line cut with an ellipsis, the whole text on hover (its title) and to screen
 * readers. Its direction is its own, so that a Latin address in Arabic is cut at its end, not its start.
 */
export function LongText({ text, width = 220 }: { text: string | null | undefined; width?: number }) {
  if (!text) return null;
  return (
    <span
      dir="auto"
      title={text}
      style={{
        display: 'inline-block',
        maxWidth: width,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      }}
    >
      {text}
    </span>
  );
}
