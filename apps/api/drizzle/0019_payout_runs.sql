CREATE TYPE "public"."payout_run_status" AS ENUM('OPEN', 'PAID');--> statement-breakpoint
CREATE TABLE "ambassador_rate_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"own_rate" boolean NOT NULL,
	"rate_bps" integer NOT NULL,
	"previous_rate_bps" integer NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_label" text NOT NULL,
	CONSTRAINT "ambassador_rate_changes_rate_check" CHECK ("ambassador_rate_changes"."rate_bps" BETWEEN 0 AND 10000 AND "ambassador_rate_changes"."previous_rate_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "payout_run_items" (
	"run_id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"status" "payout_run_status" DEFAULT 'OPEN' NOT NULL,
	"created_by_id" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_label" text,
	CONSTRAINT "payout_runs_number_unique" UNIQUE("number"),
	CONSTRAINT "payout_runs_paid_check" CHECK (("payout_runs"."status" = 'PAID') = ("payout_runs"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ambassador_rate_changes" ADD CONSTRAINT "ambassador_rate_changes_ambassador_id_ambassadors_user_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD CONSTRAINT "payout_run_items_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_items" ADD CONSTRAINT "payout_run_items_payout_id_ambassador_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."ambassador_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambassador_rate_changes_ambassador_idx" ON "ambassador_rate_changes" USING btree ("ambassador_id","effective_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_items_payout_key" ON "payout_run_items" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_items_end_to_end_key" ON "payout_run_items" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE INDEX "payout_run_items_run_idx" ON "payout_run_items" USING btree ("run_id","position");