-- The old ledgers, whose rows are postings of the one ledger now (0023, decision 049).
DROP TABLE "ledger_entries" CASCADE;--> statement-breakpoint
DROP TABLE "shop_ledger_entries" CASCADE;