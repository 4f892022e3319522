-- The business dashboard reads the month's orders by day and status, and receivables (the owed
-- orders of each party), from the index alone.
CREATE INDEX "orders_date_status_amount_idx" ON "orders" USING btree ("company_id","order_date","status","total_amount");--> statement-breakpoint
CREATE INDEX "orders_status_party_amount_idx" ON "orders" USING btree ("company_id","status","party_id","total_amount");