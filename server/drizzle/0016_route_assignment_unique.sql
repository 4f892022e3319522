-- A pair entered twice before it was unique: keep the first row (lowest id) of each pair, so the index can be built.
DELETE FROM "route_parties" AS later USING "route_parties" AS first WHERE later."company_id" = first."company_id" AND later."route_id" = first."route_id" AND later."party_id" = first."party_id" AND later."id" > first."id";--> statement-breakpoint
DELETE FROM "route_sales_persons" AS later USING "route_sales_persons" AS first WHERE later."company_id" = first."company_id" AND later."route_id" = first."route_id" AND later."sales_person_id" = first."sales_person_id" AND later."id" > first."id";--> statement-breakpoint
CREATE UNIQUE INDEX "route_parties_route_id_party_id_key" ON "route_parties" USING btree ("company_id","route_id","party_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_sales_persons_route_id_sales_person_id_key" ON "route_sales_persons" USING btree ("company_id","route_id","sales_person_id");
