import type { Key, ReactNode } from 'react';
import { Card, Empty, Grid, Pagination, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';

/**
 * Every list of the desks. The table takes the page's width and its cells wrap their texts to fit it (the
 * browser's automatic table layout); only a row that cannot fit even so scrolls inside the table, and the
 * actions column (made by `actionsColumn`) stays in sight at the row's end, on the right, or on the left in
 * Arabic: a decision is never pushed off the screen by a long address or reason. Below antd's md breakpoint
 * (a phone) each row is a card instead, its columns one under another with their headings and its actions last.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's own row constraint (AnyObject)
export function DeskTable<T extends Record<PropertyKey, any>>(props: TableProps<T>) {
  const narrow = Grid.useBreakpoint().md === false;
  if (narrow) return <DeskCards<T> {...props} />;
  // `x: true` makes the table as wide as its container (and no narrower than its cells' shortest lines) where
  // 'max-content' made it as wide as every cell's text on one line; antd would then fix the layout, because of
  // the fixed actions column, so it is asked for the automatic one.
  return <Table<T> scroll={{ x: true }} tableLayout="auto" size="middle" {...props} />;
}

type Column<T> = TableColumnType<T> & { children?: unknown };

/** A cell's value as the table would read it: its `dataIndex`, a name or a path of names. */
function valueAt(
  row: Record<PropertyKey, unknown>,
  dataIndex: TableColumnType<unknown>['dataIndex'],
): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, name) => (value as Record<PropertyKey, unknown> | null | undefined)?.[name as PropertyKey],
    row,
  );
}

/** The table's rows as cards, for a phone's width: the same columns, pages, loading and empty state. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's own row constraint (AnyObject)
function DeskCards<T extends Record<PropertyKey, any>>({
  columns = [],
  dataSource = [],
  rowKey = 'key',
  loading,
  pagination,
  onRow,
  locale,
}: TableProps<T>) {
  const keyOf = (row: T, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row, index) : ((row[rowKey] as Key | undefined) ?? index);
  const shown = (columns as Column<T>[]).filter((column) => !column.hidden);
  const body = (row: T, index: number) => (
    <dl className="desk-card-fields">
      {shown.map((column, position) => {
        const value = valueAt(row, column.dataIndex);
        const content = (column.render ? column.render(value, row, index) : value) as ReactNode;
        if (content === null || content === undefined || content === false || content === '') return null;
        const title = typeof column.title === 'function' ? null : column.title;
        return (
          <div key={String(column.key ?? column.dataIndex ?? position)} className="desk-card-field">
            <dt className="muted">{title}</dt>
            <dd>{content}</dd>
          </div>
        );
      })}
    </dl>
  );
  const spinning = typeof loading === 'object' ? loading.spinning : loading;
  return (
    <Spin spinning={Boolean(spinning)}>
      {dataSource.length === 0 ? (
        <Card size="small">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            // The table's own words for no rows, as the wide table shows them; antd's otherwise.
            description={typeof locale?.emptyText === 'function' ? locale.emptyText() : locale?.emptyText}
          />
        </Card>
      ) : (
        <ul className="desk-cards">
          {dataSource.map((row, index) => {
            const { onClick, style } = onRow?.(row, index) ?? {};
            return (
              <li key={keyOf(row, index)} data-testid="desk-card">
                <Card size="small" onClick={onClick} style={style}>
                  {body(row, index)}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {pagination && (pagination.total ?? 0) > (pagination.pageSize ?? 10) && (
        <Pagination
          simple
          align="center"
          style={{ marginTop: 12 }}
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={pagination.onChange}
        />
      )}
    </Spin>
  );
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
 * A long text in a cell: at most `width` pixels wide and two lines, cut with an ellipsis, the whole text on
 * hover (its title) and to screen readers. It wraps between words, so that the table can narrow its column (a
 * word longer than the width, a wallet address, is broken where it overflows). Its direction is its own, so that
 * a Latin address in Arabic is cut at its end, not its start.
 */
export function LongText({ text, width = 220 }: { text: string | null | undefined; width?: number }) {
  if (!text) return null;
  return (
    <span
      dir="auto"
      title={text}
      style={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        maxWidth: width,
        overflow: 'hidden',
        overflowWrap: 'break-word',
      }}
    >
      {text}
    </span>
  );
}
