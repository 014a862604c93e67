-- An order is invoiced once, in the transaction that marks it paid, with the next number of the
-- year's series. The counter's row lock makes concurrent payments wait for each other, and a
-- rolled-back payment gives its number back: the series has no gaps.
CREATE FUNCTION "invoice_paid_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  series integer := extract(year FROM (now() AT TIME ZONE 'UTC'))::integer;
  next_number integer;
BEGIN
  IF NEW."status" IN ('PAID', 'FULFILLED', 'SHIPPED', 'DELIVERED')
    AND (TG_OP = 'INSERT' OR OLD."status" = 'PENDING_PAYMENT')
    AND NOT EXISTS (SELECT 1 FROM "invoices" WHERE "order_id" = NEW."id") THEN
    INSERT INTO "invoice_counters" ("year", "last") VALUES (series, 1)
      ON CONFLICT ("year") DO UPDATE SET "last" = "invoice_counters"."last" + 1
      RETURNING "last" INTO next_number;
    INSERT INTO "invoices" ("order_id", "number", "year", "sequence", "issued_at")
      VALUES (NEW."id", 'F-' || series || '-' || lpad(next_number::text, 6, '0'), series,
        next_number, now());
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_invoice_when_paid" AFTER INSERT OR UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "invoice_paid_order"();--> statement-breakpoint
-- Orders paid before invoices existed: numbered in the order they were paid, year by year.
WITH "paid" AS (
  SELECT o."id", coalesce(
    (SELECT min(e."created_at") FROM "order_status_events" e
      WHERE e."order_id" = o."id" AND e."to_status" = 'PAID'),
    o."created_at") AS "paid_at"
  FROM "orders" o
  WHERE o."status" IN ('PAID', 'FULFILLED', 'SHIPPED', 'DELIVERED')
    OR EXISTS (SELECT 1 FROM "order_status_events" e
      WHERE e."order_id" = o."id" AND e."to_status" = 'PAID')
), "numbered" AS (
  SELECT "id", "paid_at", extract(year FROM ("paid_at" AT TIME ZONE 'UTC'))::integer AS "series",
    row_number() OVER (PARTITION BY extract(year FROM ("paid_at" AT TIME ZONE 'UTC'))
      ORDER BY "paid_at", "id")::integer AS "sequence"
  FROM "paid"
)
INSERT INTO "invoices" ("order_id", "number", "year", "sequence", "issued_at")
SELECT "id", 'F-' || "series" || '-' || lpad("sequence"::text, 6, '0'), "series", "sequence", "paid_at"
FROM "numbered";--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last")
SELECT "year", max("sequence") FROM "invoices" GROUP BY "year";
