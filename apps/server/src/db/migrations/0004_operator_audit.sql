CREATE TABLE "operator_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"action" varchar(60) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_audits" ADD CONSTRAINT "operator_audits_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audits_time_idx" ON "operator_audits" USING btree ("id");--> statement-breakpoint
CREATE INDEX "operator_audits_operator_idx" ON "operator_audits" USING btree ("operator_id","id");