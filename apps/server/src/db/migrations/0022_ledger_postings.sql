CREATE TABLE "ledger_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"journal_id" integer NOT NULL,
	"account" varchar(24) NOT NULL,
	"holder_id" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint,
	"kind" varchar(20) NOT NULL,
	"ref_type" varchar(20),
	"ref_id" integer,
	"memo" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account","holder_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_journal_idx" ON "ledger_postings" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_ref_idx" ON "ledger_postings" USING btree ("ref_type","ref_id");