-- E-mail preferences of ambassadors (all on by default), attachments of outbox messages (a payout
-- statement), and the attribution's e-mail to the ambassador about a new order.
ALTER TABLE "ambassadors" ADD COLUMN "mail_new_order" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "mail_commission_approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassadors" ADD COLUMN "mail_payout_sent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Files sent with the message ({ filename, contentType, content in base64 }); blanked with the body
-- once the message is sent.
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint

-- As in 0006, and: when the plan's candidate carries its e-mail (rendered in both languages around
-- the plan's markers for the order number and the ambassador's name) and the ambassador wants
-- e-mails about new orders, that e-mail goes to the outbox with the attribution, in the
-- ambassador's language.
CREATE OR REPLACE FUNCTION "comptoir_attribute_order"("p_order_id" uuid, "p_plan" jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_at timestamptz := ("p_plan"->>'at')::timestamptz;
  v_candidate record;
  v_order record;
  v_attribution "order_attributions";
  v_commission "ambassador_commissions";
  v_goal "ambassador_operations";
  v_recipient record;
  v_mail jsonb;
BEGIN
  IF "p_plan" IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_candidate
  FROM jsonb_to_recordset("p_plan"->'candidates') AS c(
    "ambassadorId" uuid, "operationId" uuid, "source" "attribution_source",
    "referralVisitId" uuid, "rateBps" integer, "baseCents" integer, "amountCents" integer, "mail" jsonb)
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT "id", "number", "subtotal_cents" - "discount_cents" AS "sales" INTO v_order
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
  IF v_candidate."mail" IS NOT NULL THEN
    SELECT u."email", u."name", a."locale" INTO v_recipient
    FROM "ambassadors" a JOIN "users" u ON u."id" = a."user_id"
    WHERE a."user_id" = v_attribution."ambassador_id" AND a."mail_new_order";
    IF FOUND THEN
      v_mail := coalesce(v_candidate."mail"->(v_recipient."locale"), v_candidate."mail"->'en');
      INSERT INTO "mail_outbox" ("kind", "recipient", "subject", "text", "html", "link")
      VALUES (v_mail->>'kind', v_recipient."email",
        replace(v_mail->>'subject', "p_plan"->>'numberMarker', v_order."number"),
        replace(replace(v_mail->>'text', "p_plan"->>'numberMarker', v_order."number"),
          "p_plan"->>'nameMarker', v_recipient."name"),
        replace(replace(v_mail->>'html', "p_plan"->>'numberMarker', v_order."number"),
          "p_plan"->>'nameMarker', replace(replace(replace(replace(replace(v_recipient."name",
            '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')),
        v_mail->>'link');
    END IF;
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
$$;
