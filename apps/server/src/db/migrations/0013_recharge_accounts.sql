CREATE TABLE "recharge_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_name" varchar(80) NOT NULL,
	"holder" varchar(80) NOT NULL,
	"account_no" varchar(60) NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recharge_accounts_account_no_unique" UNIQUE("account_no")
);
