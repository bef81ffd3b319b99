import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import './ListRow.css';

type RowContent = {
  children: ReactNode;
  prefix?: ReactNode;
  extra?: ReactNode;
  description?: ReactNode;
  'data-testid'?: string;
};

/**
 * antd-mobile's List.Item, drawn with its own classes, as a real control: a clickable List.Item is an `<a>`
 * without `href`, which the keyboard skips (decision 030). `ListLink` goes to a page, `ListButton` acts.
 */
export function ListLink({ to, state, ...row }: RowContent & { to: string; state?: unknown }) {
  return (
    <Link to={to} state={state} className="adm-list-item adm-plain-anchor" data-testid={row['data-testid']}>
      <RowContent {...row} />
    </Link>
  );
}

/** A row leading out of the shopper app (the seller centre is an app of its own): a plain link, a full page load. */
export function ListAnchor({ href, ...row }: RowContent & { href: string }) {
  return (
    <a href={href} className="adm-list-item adm-plain-anchor" data-testid={row['data-testid']}>
      <RowContent {...row} />
    </a>
  );
}

export function ListButton({
  onClick,
  'aria-current': current,
  ...row
}: RowContent & { onClick: () => void; 'aria-current'?: boolean }) {
  return (
    <button
      type="button"
      className="adm-list-item adm-plain-anchor list-button"
      onClick={onClick}
      aria-current={current || undefined}
      data-testid={row['data-testid']}
    >
      <RowContent {...row} />
    </button>
  );
}

function RowContent({ children, prefix, extra, description }: RowContent) {
  return (
    <span className="adm-list-item-content">
      {/* A row's prefix is its icon: the row's text names it. */}
      {prefix && (
        <span className="adm-list-item-content-prefix" aria-hidden>
          {prefix}
        </span>
      )}
      <span className="adm-list-item-content-main">
        {children}
        {description && <span className="adm-list-item-description">{description}</span>}
      </span>
      {extra !== undefined && <span className="adm-list-item-content-extra">{extra}</span>}
      <span className="adm-list-item-content-arrow" aria-hidden>
        <RightOutline />
      </span>
    </span>
  );
}
