CREATE TABLE "withdrawal_destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"destination" varchar(170) NOT NULL,
	"bank_name" varchar(60),
	"card_no" varchar(40),
	"holder" varchar(60),
	"network" varchar(40),
	"address" varchar(120),
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_destinations" ADD CONSTRAINT "withdrawal_destinations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_destinations_user_key" ON "withdrawal_destinations" USING btree ("user_id","type","destination");