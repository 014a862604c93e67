-- Orders of guests (no customer) stay out of the index of a customer's orders: an order without
-- a customer writes one index entry less, and every lookup of the index is by a customer.
DROP INDEX "orders_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_idx" ON "orders" USING btree ("user_id","created_at") WHERE user_id IS NOT NULL;--> statement-breakpoint

-- As in 0009, and the order's lines and first status event are returned as written (to_jsonb of
-- each row), so that placeOrder answers with the order without reading them back.
CREATE OR REPLACE FUNCTION "comptoir_place_order"("p_order" jsonb, "p_attribution" jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_cart_id uuid := ("p_order"->>'cartId')::uuid;
  v_lines jsonb := "p_order"->'lines';
  v_marker text := "p_order"->>'numberMarker';
  v_held integer;
  v_matching integer;
  v_unavailable boolean;
  v_sequence text;
  v_number text;
  v_order record;
  v_stock jsonb;
  v_written_lines jsonb;
  v_event jsonb;
BEGIN
  UPDATE "carts" SET "status" = 'COMPLETED', "updated_at" = now()
  WHERE "id" = v_cart_id AND "status" = 'ACTIVE';
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'CK001', MESSAGE = 'cart_completed';
  END IF;

  PERFORM 1 FROM "product_variants"
  WHERE "id" IN (SELECT "variant_id" FROM "cart_lines" WHERE "cart_id" = v_cart_id)
  ORDER BY "id"
  FOR UPDATE;

  SELECT count(*),
    count(*) FILTER (WHERE x."quantity" = l."quantity" AND x."unitPriceCents" = v."price_cents"),
    coalesce(bool_or(NOT p."published" OR v."stock" < l."quantity"), false)
  INTO v_held, v_matching, v_unavailable
  FROM "cart_lines" l
  JOIN "product_variants" v ON v."id" = l."variant_id"
  JOIN "products" p ON p."id" = v."product_id"
  LEFT JOIN jsonb_to_recordset(v_lines) AS x("variantId" uuid, "quantity" integer,
    "unitPriceCents" integer) ON x."variantId" = l."variant_id"
  WHERE l."cart_id" = v_cart_id;
  IF v_held = 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'CK001', MESSAGE = 'cart_empty';
  END IF;
  IF v_unavailable THEN
    RAISE EXCEPTION USING ERRCODE = 'CK001', MESSAGE = 'items_unavailable';
  END IF;
  IF v_held <> jsonb_array_length(v_lines) OR v_matching <> v_held THEN
    RAISE EXCEPTION USING ERRCODE = 'CK001', MESSAGE = 'cart_changed';
  END IF;

  -- Units of the other variants of these products are read in the same snapshot as the update.
  WITH "taken" AS (
    UPDATE "product_variants" v SET "stock" = v."stock" - x."quantity"
    FROM jsonb_to_recordset(v_lines) AS x("variantId" uuid, "quantity" integer)
    WHERE v."id" = x."variantId"
    RETURNING v."id", v."product_id", x."quantity", v."stock" AS "after"
  ), "product_units" AS (
    SELECT pv."product_id", sum(pv."stock")::integer AS "before"
    FROM "product_variants" pv
    WHERE pv."product_id" IN (SELECT "product_id" FROM "taken")
    GROUP BY pv."product_id"
  )
  SELECT jsonb_build_object(
    'variants', (SELECT jsonb_agg(jsonb_build_object('variantId', t."id",
      'productId', t."product_id", 'before', t."after" + t."quantity", 'after', t."after"))
      FROM "taken" t),
    'products', (SELECT jsonb_agg(jsonb_build_object('productId', u."product_id",
      'before', u."before",
      'after', u."before" - (SELECT sum(t."quantity") FROM "taken" t
        WHERE t."product_id" = u."product_id")))
      FROM "product_units" u))
  INTO v_stock;

  -- A failed order leaves a gap in the numbers, as sequences do.
  v_sequence := nextval('order_number_seq')::text;
  v_number := 'CPT-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-'
    || CASE WHEN length(v_sequence) >= 6 THEN v_sequence ELSE lpad(v_sequence, 6, '0') END;

  INSERT INTO "orders" ("number", "access_token_hash", "idempotency_key", "cart_id", "user_id",
    "email", "locale", "status", "subtotal_cents", "discount_cents", "shipping_cents",
    "total_cents", "vat_cents", "shipping_address", "shipping_method", "shipping_method_name",
    "payment_method", "payment_card_brand", "payment_card_last4", "payment_reference", "code")
  VALUES (v_number, "p_order"->>'accessTokenHash', "p_order"->>'idempotencyKey', v_cart_id,
    ("p_order"->>'userId')::uuid, "p_order"->>'email', "p_order"->>'locale',
    ("p_order"->>'status')::"order_status", ("p_order"->>'subtotalCents')::integer,
    ("p_order"->>'discountCents')::integer, ("p_order"->>'shippingCents')::integer,
    ("p_order"->>'totalCents')::integer, ("p_order"->>'vatCents')::integer,
    "p_order"->'shippingAddress', "p_order"->>'shippingMethod', "p_order"->'shippingMethodName',
    "p_order"->>'paymentMethod', "p_order"->>'paymentCardBrand', "p_order"->>'paymentCardLast4',
    "p_order"->>'paymentReference', "p_order"->>'code')
  RETURNING "id", "created_at", "status" INTO v_order;

  WITH "written" AS (
    INSERT INTO "order_lines" ("order_id", "variant_id", "sku", "product_slug", "product_name",
      "variant_title", "image", "unit_price_cents", "quantity", "position")
    SELECT v_order."id", x."variantId", x."sku", x."productSlug", x."productName", x."variantTitle",
      x."image", x."unitPriceCents", x."quantity", x."position"
    FROM jsonb_to_recordset(v_lines) AS x("variantId" uuid, "sku" text, "productSlug" text,
      "productName" jsonb, "variantTitle" jsonb, "image" text, "unitPriceCents" integer,
      "quantity" integer, "position" integer)
    RETURNING *
  )
  SELECT jsonb_agg(to_jsonb("written") ORDER BY "written"."position") INTO v_written_lines
  FROM "written";

  INSERT INTO "order_status_events" AS e ("order_id", "from_status", "to_status", "actor",
    "created_at")
  VALUES (v_order."id", NULL, v_order."status", 'checkout', v_order."created_at")
  RETURNING to_jsonb(e) INTO v_event;

  INSERT INTO "mail_outbox" ("kind", "recipient", "subject", "text", "html", "link", "order_id")
  VALUES ("p_order"->'mail'->>'kind', "p_order"->>'email', '', '', '',
    replace("p_order"->'mail'->>'link', v_marker, v_number), v_order."id");

  RETURN jsonb_build_object(
    'orderId', v_order."id",
    'number', v_number,
    'createdAt', v_order."created_at",
    'lines', v_written_lines,
    'event', v_event,
    'stock', v_stock,
    'attribution', "comptoir_attribute_order"(v_order."id", "p_attribution"));
END
$$;
