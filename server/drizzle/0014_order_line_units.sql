-- Order lines take a unit (issue 5, field sales: cartons). Lines saved before this were all sold in
-- the product's own unit, which unit_id already holds: they become that unit, factor 1, and their
-- base quantity is their quantity. The columns are added nullable, filled, then made NOT NULL.
ALTER TABLE "order_lines" ADD COLUMN "unit_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "conversion_factor" numeric(9, 3);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "base_unit_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "base_quantity" numeric(20, 3);--> statement-breakpoint
UPDATE "order_lines" AS l SET "unit_name" = u."name", "conversion_factor" = 1, "base_unit_id" = l."unit_id", "base_quantity" = l."quantity" FROM "units" AS u WHERE u."company_id" = l."company_id" AND u."id" = l."unit_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "conversion_factor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "base_unit_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "base_quantity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_base_unit_fk" FOREIGN KEY ("company_id","base_unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;
