-- Card payments through a provider's webhook (Stripe). Each event is recorded once it has been
-- processed: a delivery seen again (providers deliver at least once) is answered without acting
-- twice.
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pkey" PRIMARY KEY ("provider", "event_id"),
	CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL
);
--> statement-breakpoint
-- The webhook finds an order by its provider and payment reference (a PaymentIntent's id).
CREATE INDEX "orders_payment_reference_idx" ON "orders" USING btree ("payment_method", "payment_reference");
