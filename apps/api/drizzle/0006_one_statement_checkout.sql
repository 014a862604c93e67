-- placeOrder's write in one call (one round trip, its own transaction). The application prices the
-- cart, authorises the payment and renders the confirmation; these functions re-check under lock
-- what it priced and write everything, or raise and leave nothing. Failures the buyer is told
-- about raise SQLSTATE 'CK001' with the commerce error code as the message.

-- Records who an order is attributed to: the first of the candidates (best first, already
-- filtered by what still holds), its SALE commission when the plan says the order earns it now,
-- and the first time the operation's sales reach its goal.
CREATE FUNCTION "comptoir_attribute_order"("p_order_id" uuid, "p_plan" jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz := ("p_plan"->>'at')::timestamptz;
  v_candidate record;
  v_order record;
  v_attribution "order_attributions";
  v_commission "ambassador_commissions";
  v_goal "ambassador_operations";
BEGIN
  IF "p_plan" IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_candidate
  FROM jsonb_to_recordset("p_plan"->'candidates') AS c(
    "ambassadorId" uuid, "operationId" uuid, "source" "attribution_source",
    "referralVisitId" uuid, "rateBps" integer, "baseCents" integer, "amountCents" integer)
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT "id", "subtotal_cents" - "discount_cents" AS "sales" INTO v_order
  FROM "orders" WHERE "id" = "p_order_id";
  INSERT INTO "order_attributions" ("order_id", "ambassador_id", "operation_id", "source",
    "referral_visit_id", "sales_cents", "created_at")
  VALUES (v_order."id", v_candidate."ambassadorId", v_candidate."operationId", v_candidate."source",
    v_candidate."referralVisitId", v_order."sales", v_at)
  ON CONFLICT DO NOTHING
  RETURNING * INTO v_attribution;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF ("p_plan"->>'earnsCommission')::boolean THEN
    INSERT INTO "ambassador_commissions" ("ambassador_id", "order_id", "operation_id", "kind",
      "status", "rate_bps", "base_cents", "amount_cents", "created_at", "updated_at")
    VALUES (v_attribution."ambassador_id", v_order."id", v_attribution."operation_id", 'SALE',
      'PENDING', v_candidate."rateBps", v_candidate."baseCents", v_candidate."amountCents", v_at, v_at)
    ON CONFLICT DO NOTHING
    RETURNING * INTO v_commission;
  END IF;
  IF v_attribution."operation_id" IS NOT NULL THEN
    UPDATE "ambassador_operations" SET "goal_reached_at" = v_at
    WHERE "id" = v_attribution."operation_id"
      AND "goal_reached_at" IS NULL
      AND "sales_goal_cents" > 0
      AND "sales_goal_cents" <= (
        SELECT coalesce(sum(a."sales_cents"), 0)
        FROM "order_attributions" a JOIN "orders" o ON o."id" = a."order_id"
        WHERE a."operation_id" = v_attribution."operation_id"
          AND NOT (o."status"::text = ANY (ARRAY(SELECT jsonb_array_elements_text("p_plan"->'uncountedStatuses')))))
    RETURNING * INTO v_goal;
  END IF;
  RETURN jsonb_build_object(
    'attribution', to_jsonb(v_attribution),
    'amountCents', v_candidate."amountCents",
    'commission', CASE WHEN v_commission."id" IS NULL THEN NULL ELSE to_jsonb(v_commission) END,
    'goal', CASE WHEN v_goal."id" IS NULL THEN NULL ELSE to_jsonb(v_goal) END);
END
$$;--> statement-breakpoint

-- Places an order: claims the cart (ACTIVE → COMPLETED), locks its variants in id order (no
-- deadlock between checkouts sharing variants), checks that the cart still holds exactly the lines
-- and prices that were priced and that every line is available, takes the stock, draws the
-- number, writes the order, its lines, its first status event and its confirmation e-mail (the
-- number replaces the marker it was rendered with), then the attribution. Returns what the steps
-- after the commit need, with the stock of each variant and product before and after.
CREATE FUNCTION "comptoir_place_order"("p_order" jsonb, "p_attribution" jsonb) RETURNS jsonb
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

  INSERT INTO "order_lines" ("order_id", "variant_id", "sku", "product_slug", "product_name",
    "variant_title", "image", "unit_price_cents", "quantity", "position")
  SELECT v_order."id", x."variantId", x."sku", x."productSlug", x."productName", x."variantTitle",
    x."image", x."unitPriceCents", x."quantity", x."position"
  FROM jsonb_to_recordset(v_lines) AS x("variantId" uuid, "sku" text, "productSlug" text,
    "productName" jsonb, "variantTitle" jsonb, "image" text, "unitPriceCents" integer,
    "quantity" integer, "position" integer);

  INSERT INTO "order_status_events" ("order_id", "from_status", "to_status", "actor", "created_at")
  VALUES (v_order."id", NULL, v_order."status", 'checkout', v_order."created_at");

  INSERT INTO "mail_outbox" ("kind", "recipient", "subject", "text", "html", "link")
  VALUES ("p_order"->'mail'->>'kind', "p_order"->'mail'->>'to',
    replace("p_order"->'mail'->>'subject', v_marker, v_number),
    replace("p_order"->'mail'->>'text', v_marker, v_number),
    replace("p_order"->'mail'->>'html', v_marker, v_number),
    replace("p_order"->'mail'->>'link', v_marker, v_number));

  RETURN jsonb_build_object(
    'orderId', v_order."id",
    'number', v_number,
    'createdAt', v_order."created_at",
    'stock', v_stock,
    'attribution', "comptoir_attribute_order"(v_order."id", "p_attribution"));
END
$$;
