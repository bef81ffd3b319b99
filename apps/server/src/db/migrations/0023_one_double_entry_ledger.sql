-- One double-entry ledger (decision 049). The shoppers' ledger_entries and the shops' shop_ledger_entries become
-- postings of balanced journals in ledger_postings, each with its counterpart: the platform's clearing account
-- (paid, not yet settled), its commission, its withdrawal fees, its adjustments, the frozen money of withdrawals
-- under audit, and the money outside the platform (top-ups arrive from it, paid withdrawals leave to it). Proved
-- in this run: every balance equals its old rows before, and its postings after; every journal sums to zero.
-- A historical payment of several orders becomes one wallet posting per order, found by its payer and payment
-- time (the payment's transaction stamped both), with the balance after each.
CREATE SEQUENCE "ledger_journal_seq" AS integer;--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM "users" u WHERE u."balance_cents" <>
      coalesce((SELECT sum(e."amount_cents") FROM "ledger_entries" e WHERE e."user_id" = u."id"), 0)) THEN
    RAISE EXCEPTION 'before: a shopper''s balance is not the sum of its ledger_entries';
  END IF;
  IF EXISTS (SELECT 1 FROM "shop_accounts" a WHERE a."balance_cents" <>
      coalesce((SELECT sum(e."amount_cents") FROM "shop_ledger_entries" e WHERE e."shop_id" = a."shop_id"), 0)) THEN
    RAISE EXCEPTION 'before: a shop''s balance is not the sum of its shop_ledger_entries';
  END IF;
  IF EXISTS (SELECT 1 FROM "users" u WHERE u."frozen_cents" <> coalesce((SELECT sum(w."amount_cents")
      FROM "withdrawals" w WHERE w."user_id" = u."id" AND w."shop_id" IS NULL AND w."status" = 'auditing'), 0)) THEN
    RAISE EXCEPTION 'before: a shopper''s frozen money is not its withdrawals under audit';
  END IF;
  IF EXISTS (SELECT 1 FROM "shop_accounts" a WHERE a."frozen_cents" <> coalesce((SELECT sum(w."amount_cents")
      FROM "withdrawals" w WHERE w."shop_id" = a."shop_id" AND w."status" = 'auditing'), 0)) THEN
    RAISE EXCEPTION 'before: a shop''s frozen money is not its withdrawals under audit';
  END IF;
END $$;--> statement-breakpoint
CREATE TEMP TABLE "old_lines" AS
  SELECT 'wallet'::varchar AS account, e."id" AS old_id, e."user_id" AS holder_id, e."amount_cents",
    e."balance_after_cents", e."kind", e."ref_type", e."ref_id", e."memo", e."created_at",
    nextval('ledger_journal_seq')::int AS journal_id
  FROM "ledger_entries" e
  UNION ALL
  SELECT 'shop', e."id", e."shop_id", e."amount_cents", e."balance_after_cents", e."kind", e."ref_type",
    e."ref_id", e."memo", e."created_at", nextval('ledger_journal_seq')::int
  FROM "shop_ledger_entries" e;--> statement-breakpoint
CREATE TEMP TABLE "paid_orders" AS
  SELECT l.journal_id, l.old_id, o."id" AS order_id, o."order_no", o."total_cents",
    l."balance_after_cents" + coalesce(sum(o."total_cents") OVER (PARTITION BY l.old_id ORDER BY o."id" DESC
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS balance_after_cents
  FROM "old_lines" l JOIN "orders" o ON o."user_id" = l.holder_id AND o."paid_at" = l."created_at"
  WHERE l.account = 'wallet' AND l."kind" = 'payment';--> statement-breakpoint
-- A payment whose orders cannot all be found keeps its one posting, against the order it named.
DELETE FROM "paid_orders" p WHERE (SELECT sum(q."total_cents") FROM "paid_orders" q WHERE q.old_id = p.old_id)
  <> -(SELECT l."amount_cents" FROM "old_lines" l WHERE l.account = 'wallet' AND l.old_id = p.old_id);--> statement-breakpoint
CREATE TEMP TABLE "backfill" AS
  -- Payments of found orders: per order, the wallet's debit and the clearing account's credit.
  SELECT p.journal_id, 'wallet'::varchar AS account, l.holder_id, -p."total_cents" AS amount_cents,
    p.balance_after_cents, 'payment'::varchar AS kind, 'order'::varchar AS ref_type, p.order_id AS ref_id,
    p."order_no"::varchar AS memo, l."created_at", p.order_id::bigint * 2 AS sort
  FROM "paid_orders" p JOIN "old_lines" l ON l.account = 'wallet' AND l.old_id = p.old_id
  UNION ALL
  SELECT p.journal_id, 'clearing', 0, p."total_cents", NULL, 'payment', 'order', p.order_id, p."order_no",
    l."created_at", p.order_id::bigint * 2 + 1
  FROM "paid_orders" p JOIN "old_lines" l ON l.account = 'wallet' AND l.old_id = p.old_id
  UNION ALL
  -- Every other old row as it was...
  SELECT l.journal_id, l.account, l.holder_id, l."amount_cents", l."balance_after_cents", l."kind", l."ref_type",
    l."ref_id", l."memo", l."created_at", 0
  FROM "old_lines" l
  WHERE NOT EXISTS (SELECT 1 FROM "paid_orders" p WHERE l.account = 'wallet' AND p.old_id = l.old_id)
  UNION ALL
  -- ...with its counterpart.
  SELECT l.journal_id,
    CASE WHEN l."kind" IN ('payment', 'refund', 'settlement') THEN 'clearing'
      WHEN l."kind" = 'recharge' THEN 'outside'
      WHEN l."kind" IN ('withdraw', 'withdraw_return') THEN l.account || '_frozen'
      ELSE 'adjustments' END,
    CASE WHEN l."kind" IN ('withdraw', 'withdraw_return') THEN l.holder_id ELSE 0 END,
    CASE WHEN l."kind" = 'settlement' THEN -(l."amount_cents" + coalesce(o."commission_cents", 0))
      ELSE -l."amount_cents" END,
    NULL, l."kind", l."ref_type", l."ref_id", l."memo", l."created_at", 1
  FROM "old_lines" l LEFT JOIN "orders" o ON l."kind" = 'settlement' AND l."ref_type" = 'order' AND o."id" = l."ref_id"
  WHERE NOT EXISTS (SELECT 1 FROM "paid_orders" p WHERE l.account = 'wallet' AND p.old_id = l.old_id)
  UNION ALL
  -- A settlement's commission.
  SELECT l.journal_id, 'commission', 0, o."commission_cents", NULL, 'settlement', 'order', o."id", o."order_no",
    l."created_at", 2
  FROM "old_lines" l JOIN "orders" o ON o."id" = l."ref_id"
  WHERE l.account = 'shop' AND l."kind" = 'settlement' AND l."ref_type" = 'order' AND o."commission_cents" > 0;--> statement-breakpoint
-- Settled orders that left the shop nothing (all refunded, or all commission): the commission alone.
INSERT INTO "backfill"
  SELECT s.journal_id, p.account, 0, p.amount_cents, NULL, 'settlement', 'order', s."id", s."order_no",
    s."settled_at", p.sort
  FROM (SELECT nextval('ledger_journal_seq')::int AS journal_id, o.* FROM "orders" o
    WHERE o."settled_at" IS NOT NULL AND o."commission_cents" > 0 AND NOT EXISTS (SELECT 1 FROM "old_lines" l
      WHERE l.account = 'shop' AND l."kind" = 'settlement' AND l."ref_type" = 'order' AND l."ref_id" = o."id")) s
  CROSS JOIN LATERAL (VALUES ('clearing', -s."commission_cents", 0), ('commission', s."commission_cents", 1))
    AS p(account, amount_cents, sort);--> statement-breakpoint
-- Withdrawals paid out: the frozen money leaves, the arrival to the outside, the fee to the platform.
INSERT INTO "backfill"
  SELECT w.journal_id, p.account, p.holder_id, p.amount_cents, NULL, 'withdraw_paid', 'withdrawal', w."id", '',
    coalesce(w."audited_at", w."created_at"), p.sort
  FROM (SELECT nextval('ledger_journal_seq')::int AS journal_id, * FROM "withdrawals" WHERE "status" = 'passed') w
  CROSS JOIN LATERAL (VALUES
    (CASE WHEN w."shop_id" IS NULL THEN 'wallet_frozen' ELSE 'shop_frozen' END,
      coalesce(w."shop_id", w."user_id"), -w."amount_cents", 0),
    ('outside', 0, w."actual_cents", 1),
    ('withdrawal_fees', 0, w."amount_cents" - w."actual_cents", 2)) AS p(account, holder_id, amount_cents, sort)
  WHERE p.amount_cents <> 0;--> statement-breakpoint
INSERT INTO "ledger_postings" ("journal_id", "account", "holder_id", "amount_cents", "balance_after_cents", "kind",
    "ref_type", "ref_id", "memo", "created_at")
  SELECT journal_id, account, holder_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, memo, created_at
  FROM "backfill" ORDER BY created_at, journal_id, sort;--> statement-breakpoint
DROP TABLE "backfill", "paid_orders", "old_lines";--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM "ledger_postings" GROUP BY "journal_id" HAVING sum("amount_cents") <> 0) THEN
    RAISE EXCEPTION 'after: a journal does not sum to zero';
  END IF;
  IF EXISTS (SELECT 1 FROM "users" u WHERE u."balance_cents" <> coalesce((SELECT sum(p."amount_cents")
      FROM "ledger_postings" p WHERE p."account" = 'wallet' AND p."holder_id" = u."id"), 0)
    OR u."frozen_cents" <> coalesce((SELECT sum(p."amount_cents")
      FROM "ledger_postings" p WHERE p."account" = 'wallet_frozen' AND p."holder_id" = u."id"), 0)) THEN
    RAISE EXCEPTION 'after: a shopper''s balance is not the sum of its postings';
  END IF;
  IF EXISTS (SELECT 1 FROM "shop_accounts" a WHERE a."balance_cents" <> coalesce((SELECT sum(p."amount_cents")
      FROM "ledger_postings" p WHERE p."account" = 'shop' AND p."holder_id" = a."shop_id"), 0)
    OR a."frozen_cents" <> coalesce((SELECT sum(p."amount_cents")
      FROM "ledger_postings" p WHERE p."account" = 'shop_frozen' AND p."holder_id" = a."shop_id"), 0)) THEN
    RAISE EXCEPTION 'after: a shop''s balance is not the sum of its postings';
  END IF;
END $$;--> statement-breakpoint
-- From now on the database refuses a journal that does not sum to zero: every journal is written by one
-- statement (lib/ledger.ts), so the rows that statement inserted hold every posting of their journals.
CREATE FUNCTION "ledger_journals_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_postings GROUP BY journal_id HAVING sum(amount_cents) <> 0) THEN
    RAISE EXCEPTION 'a journal of the ledger does not sum to zero' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_journals_balanced" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION "ledger_journals_balanced"();
