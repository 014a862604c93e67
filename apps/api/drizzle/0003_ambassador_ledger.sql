CREATE TYPE "public"."attribution_source" AS ENUM('CODE', 'OPERATION_CHOICE', 'REFERRAL');--> statement-breakpoint
CREATE TYPE "public"."commission_kind" AS ENUM('SALE', 'CLAWBACK');--> statement-breakpoint
CREATE TYPE "public"."commission_status" AS ENUM('PENDING', 'APPROVED', 'PAID', 'REVERSED');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('REQUESTED', 'PAID', 'REJECTED');--> statement-breakpoint
CREATE TABLE "ambassador_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"operation_id" uuid,
	"kind" "commission_kind" DEFAULT 'SALE' NOT NULL,
	"status" "commission_status" NOT NULL,
	"rate_bps" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"available_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"reversal_reason" text,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassador_commissions_rate_check" CHECK ("ambassador_commissions"."rate_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "ambassador_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payout_status" DEFAULT 'REQUESTED' NOT NULL,
	"iban" text NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checkout_referrals" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"operation_id" uuid,
	"referral_visit_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_attributions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"operation_id" uuid,
	"source" "attribution_source" NOT NULL,
	"referral_visit_id" uuid,
	"sales_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambassador_commissions" ADD CONSTRAINT "ambassador_commissions_ambassador_id_ambassadors_user_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_commissions" ADD CONSTRAINT "ambassador_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_commissions" ADD CONSTRAINT "ambassador_commissions_operation_id_ambassador_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ambassador_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_commissions" ADD CONSTRAINT "ambassador_commissions_payout_id_ambassador_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."ambassador_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_payouts" ADD CONSTRAINT "ambassador_payouts_ambassador_id_ambassadors_user_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_referrals" ADD CONSTRAINT "checkout_referrals_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_referrals" ADD CONSTRAINT "checkout_referrals_operation_id_ambassador_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ambassador_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_referrals" ADD CONSTRAINT "checkout_referrals_referral_visit_id_referral_visits_id_fk" FOREIGN KEY ("referral_visit_id") REFERENCES "public"."referral_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_ambassador_id_ambassadors_user_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_operation_id_ambassador_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ambassador_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_referral_visit_id_referral_visits_id_fk" FOREIGN KEY ("referral_visit_id") REFERENCES "public"."referral_visits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ambassador_commissions_order_key" ON "ambassador_commissions" USING btree ("order_id","ambassador_id","kind");--> statement-breakpoint
CREATE INDEX "ambassador_commissions_ambassador_idx" ON "ambassador_commissions" USING btree ("ambassador_id","status");--> statement-breakpoint
CREATE INDEX "ambassador_commissions_due_idx" ON "ambassador_commissions" USING btree ("available_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "ambassador_payouts_one_open" ON "ambassador_payouts" USING btree ("ambassador_id") WHERE status = 'REQUESTED';--> statement-breakpoint
CREATE INDEX "ambassador_payouts_ambassador_idx" ON "ambassador_payouts" USING btree ("ambassador_id","requested_at");--> statement-breakpoint
CREATE INDEX "order_attributions_ambassador_idx" ON "order_attributions" USING btree ("ambassador_id","created_at");--> statement-breakpoint
CREATE INDEX "order_attributions_operation_idx" ON "order_attributions" USING btree ("operation_id");