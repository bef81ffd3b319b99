CREATE TABLE "login_attempts" (
	"account_key" varchar(254) NOT NULL,
	"client" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_attempts_account_key_client_pk" PRIMARY KEY("account_key","client")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" varchar(255) NOT NULL,
	"user_id" integer,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "user_agent" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "ip" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "security_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_url_key" ON "uploads" USING btree ("url");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_failures";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "login_locked_until";