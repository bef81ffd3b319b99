-- An address gets its country and the parts of its country's form (decision 063). Existing rows keep a null
-- country and empty parts: nothing is inferred; they are marked for review until the shopper edits them.
ALTER TABLE "addresses" ADD COLUMN "country" varchar(2);--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "admin_area" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "locality" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "sublocality" varchar(32) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "postcode" varchar(20) DEFAULT '' NOT NULL;