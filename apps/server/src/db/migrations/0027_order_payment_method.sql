ALTER TABLE "orders" ADD COLUMN "payment_method" varchar(16);--> statement-breakpoint
-- Every order paid so far was paid from the balance, the only payment method until now.
UPDATE "orders" SET "payment_method" = 'balance' WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_with_a_method" CHECK ("orders"."paid_at" is null or "orders"."payment_method" is not null);
