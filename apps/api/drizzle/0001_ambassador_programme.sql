CREATE TABLE "ambassador_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"customer_discount_bps" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sales_goal_cents" integer NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"goal_reached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambassador_operations_code_unique" UNIQUE("code"),
	CONSTRAINT "ambassador_operations_discount_check" CHECK ("ambassador_operations"."customer_discount_bps" >= 0 AND "ambassador_operations"."customer_discount_bps" <= 3000),
	CONSTRAINT "ambassador_operations_dates_check" CHECK ("ambassador_operations"."ends_at" > "ambassador_operations"."starts_at"),
	CONSTRAINT "ambassador_operations_goal_check" CHECK ("ambassador_operations"."sales_goal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambassador_id" uuid NOT NULL,
	"operation_id" uuid,
	"visitor_hash" text NOT NULL,
	"landing_path" text NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "motivation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "social_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "applied_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "legal_status" text;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassador_operations" ADD CONSTRAINT "ambassador_operations_ambassador_id_ambassadors_user_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_ambassador_id_ambassadors_user_id_fk" FOREIGN KEY ("ambassador_id") REFERENCES "public"."ambassadors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_operation_id_ambassador_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ambassador_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambassador_operations_ambassador_idx" ON "ambassador_operations" USING btree ("ambassador_id","starts_at");--> statement-breakpoint
CREATE INDEX "referral_visits_ambassador_idx" ON "referral_visits" USING btree ("ambassador_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_visits_visitor_idx" ON "referral_visits" USING btree ("visitor_hash","created_at");--> statement-breakpoint
CREATE INDEX "referral_visits_customer_idx" ON "referral_visits" USING btree ("customer_id","created_at");