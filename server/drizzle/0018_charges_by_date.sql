DROP INDEX "widget_origins_origin_key";--> statement-breakpoint
CREATE INDEX "mb_charges_company_date_idx" ON "mobile_banking_charges" USING btree ("company_id","charge_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "widget_origins_origin_key" ON "widget_origins" USING btree ("company_id","origin");