CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"relayed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "outbox" USING btree ("id") WHERE "outbox"."relayed_at" is null;