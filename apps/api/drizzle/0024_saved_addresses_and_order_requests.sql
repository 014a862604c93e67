CREATE TYPE "public"."order_request_kind" AS ENUM('CANCELLATION', 'RETURN');--> statement-breakpoint
CREATE TYPE "public"."order_request_status" AS ENUM('PENDING', 'ACCEPTED', 'REFUSED');--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "order_request_kind" NOT NULL,
	"status" "order_request_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_addresses_user_id_idx" ON "saved_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_one_default_key" ON "saved_addresses" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "order_requests_order_id_idx" ON "order_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_requests_one_pending_key" ON "order_requests" USING btree ("order_id","kind") WHERE status = 'PENDING';