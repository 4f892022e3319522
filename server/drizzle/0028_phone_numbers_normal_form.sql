-- Phone numbers are stored in one form: E.164, +977 and the national number for Nepal
-- (+9779812345678, +97714780011), as shared/src/text/phone-number.ts reads what people type. The
-- stored numbers that read as one are rewritten to it; the others are left as they are. A sales
-- person's phone is unique in the company: one whose normal form another of the company's numbers
-- also has is left as typed, so the unique index holds and an office sees the pair.
CREATE FUNCTION "phone_number_normal_form"("typed" text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "compact" text := regexp_replace("typed", '[[:space:].()/-]', '', 'g');
  "international" text;
  "national" text;
BEGIN
  IF "compact" !~ '^(\+|00)?[0-9]+$' THEN
    RETURN NULL;
  END IF;
  IF left("compact", 1) = '+' THEN
    "international" := substr("compact", 2);
  ELSIF left("compact", 2) = '00' THEN
    "international" := substr("compact", 3);
  END IF;
  IF "international" IS NOT NULL AND left("international", 3) <> '977' THEN
    RETURN CASE WHEN "international" ~ '^[1-9][0-9]{7,14}$' THEN '+' || "international" END;
  END IF;
  IF "international" IS NOT NULL THEN
    "national" := regexp_replace(substr("international", 4), '^0', '');
  ELSE
    "national" := regexp_replace("compact", '^0', '');
    IF "national" !~ '^(9[6-8][0-9]{8}|[1-8][0-9]{7})$' AND left("compact", 3) = '977' THEN
      "national" := regexp_replace(substr("compact", 4), '^0', '');
    END IF;
  END IF;
  RETURN CASE WHEN "national" ~ '^(9[6-8][0-9]{8}|[1-8][0-9]{7})$' THEN '+977' || "national" END;
END
$$;--> statement-breakpoint
UPDATE "companies" SET "phone" = "phone_number_normal_form"("phone") WHERE "phone_number_normal_form"("phone") <> "phone";--> statement-breakpoint
UPDATE "parties" SET "phone" = "phone_number_normal_form"("phone") WHERE "phone_number_normal_form"("phone") <> "phone";--> statement-breakpoint
UPDATE "stores" SET "phone" = "phone_number_normal_form"("phone") WHERE "phone_number_normal_form"("phone") <> "phone";--> statement-breakpoint
UPDATE "payment_gateway_records" SET "payer_phone" = "phone_number_normal_form"("payer_phone") WHERE "phone_number_normal_form"("payer_phone") <> "payer_phone";--> statement-breakpoint
UPDATE "cooperative_members" SET "mobile_number" = "phone_number_normal_form"("mobile_number") WHERE "phone_number_normal_form"("mobile_number") <> "mobile_number";--> statement-breakpoint
UPDATE "mobile_banking_activation_requests" SET "phone_number" = "phone_number_normal_form"("phone_number") WHERE "phone_number_normal_form"("phone_number") <> "phone_number";--> statement-breakpoint
UPDATE "sms_outbox" SET "phone_number" = "phone_number_normal_form"("phone_number") WHERE "phone_number_normal_form"("phone_number") <> "phone_number";--> statement-breakpoint
UPDATE "sales_persons" SET "phone" = "normal"."phone"
FROM (
  SELECT "company_id", "id", "phone_number_normal_form"("phone") AS "phone",
    count(*) OVER (PARTITION BY "company_id", coalesce("phone_number_normal_form"("phone"), "phone")) AS "sharing"
  FROM "sales_persons"
) AS "normal"
WHERE "sales_persons"."company_id" = "normal"."company_id" AND "sales_persons"."id" = "normal"."id"
  AND "normal"."phone" <> "sales_persons"."phone" AND "normal"."sharing" = 1;--> statement-breakpoint
DROP FUNCTION "phone_number_normal_form"(text);
