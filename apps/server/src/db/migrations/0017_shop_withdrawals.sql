ALTER TABLE "withdrawals" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_shop_idx" ON "withdrawals" USING btree ("shop_id","id");