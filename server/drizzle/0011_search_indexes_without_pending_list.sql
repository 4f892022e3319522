DROP INDEX "api_keys_name_trgm_idx";--> statement-breakpoint
DROP INDEX "api_keys_key_prefix_trgm_idx";--> statement-breakpoint
DROP INDEX "application_setting_keys_key_trgm_idx";--> statement-breakpoint
DROP INDEX "application_setting_keys_name_trgm_idx";--> statement-breakpoint
DROP INDEX "banner_keys_key_trgm_idx";--> statement-breakpoint
DROP INDEX "banner_keys_name_trgm_idx";--> statement-breakpoint
DROP INDEX "notices_title_trgm_idx";--> statement-breakpoint
DROP INDEX "notices_description_trgm_idx";--> statement-breakpoint
DROP INDEX "order_return_reasons_name_trgm_idx";--> statement-breakpoint
DROP INDEX "order_return_reasons_description_trgm_idx";--> statement-breakpoint
DROP INDEX "page_notification_setups_name_trgm_idx";--> statement-breakpoint
DROP INDEX "page_notification_templates_name_trgm_idx";--> statement-breakpoint
DROP INDEX "page_notification_templates_subject_trgm_idx";--> statement-breakpoint
DROP INDEX "page_notification_templates_body_trgm_idx";--> statement-breakpoint
DROP INDEX "parties_name_trgm_idx";--> statement-breakpoint
DROP INDEX "parties_code_trgm_idx";--> statement-breakpoint
DROP INDEX "parties_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "parties_address_trgm_idx";--> statement-breakpoint
DROP INDEX "parties_pan_vat_number_trgm_idx";--> statement-breakpoint
DROP INDEX "party_groups_name_trgm_idx";--> statement-breakpoint
DROP INDEX "party_groups_description_trgm_idx";--> statement-breakpoint
DROP INDEX "party_product_pricings_remarks_trgm_idx";--> statement-breakpoint
DROP INDEX "payment_gateway_records_reference_no_trgm_idx";--> statement-breakpoint
DROP INDEX "payment_gateway_records_payer_name_trgm_idx";--> statement-breakpoint
DROP INDEX "payment_gateway_records_payer_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "payment_gateway_records_purpose_trgm_idx";--> statement-breakpoint
DROP INDEX "product_categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "product_categories_description_trgm_idx";--> statement-breakpoint
DROP INDEX "product_units_barcode_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_code_trgm_idx";--> statement-breakpoint
DROP INDEX "products_description_trgm_idx";--> statement-breakpoint
DROP INDEX "push_notifications_title_trgm_idx";--> statement-breakpoint
DROP INDEX "push_notifications_body_trgm_idx";--> statement-breakpoint
DROP INDEX "role_types_name_trgm_idx";--> statement-breakpoint
DROP INDEX "role_types_description_trgm_idx";--> statement-breakpoint
DROP INDEX "route_parties_remarks_trgm_idx";--> statement-breakpoint
DROP INDEX "sales_persons_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "sales_persons_employee_code_trgm_idx";--> statement-breakpoint
DROP INDEX "sales_persons_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "sales_persons_email_trgm_idx";--> statement-breakpoint
DROP INDEX "sales_routes_name_trgm_idx";--> statement-breakpoint
DROP INDEX "sales_routes_description_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_name_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_code_trgm_idx";--> statement-breakpoint
DROP INDEX "stores_address_trgm_idx";--> statement-breakpoint
DROP INDEX "territories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "territories_code_trgm_idx";--> statement-breakpoint
DROP INDEX "units_name_trgm_idx";--> statement-breakpoint
DROP INDEX "units_symbol_trgm_idx";--> statement-breakpoint
CREATE INDEX "api_keys_name_trgm_idx" ON "api_keys" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "api_keys_key_prefix_trgm_idx" ON "api_keys" USING gin ("key_prefix" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "application_setting_keys_key_trgm_idx" ON "application_setting_keys" USING gin ("key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "application_setting_keys_name_trgm_idx" ON "application_setting_keys" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "banner_keys_key_trgm_idx" ON "banner_keys" USING gin ("key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "banner_keys_name_trgm_idx" ON "banner_keys" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "notices_title_trgm_idx" ON "notices" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "notices_description_trgm_idx" ON "notices" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "order_return_reasons_name_trgm_idx" ON "order_return_reasons" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "order_return_reasons_description_trgm_idx" ON "order_return_reasons" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "page_notification_setups_name_trgm_idx" ON "page_notification_setups" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "page_notification_templates_name_trgm_idx" ON "page_notification_templates" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "page_notification_templates_subject_trgm_idx" ON "page_notification_templates" USING gin ("subject" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "page_notification_templates_body_trgm_idx" ON "page_notification_templates" USING gin ("body" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "parties_name_trgm_idx" ON "parties" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "parties_code_trgm_idx" ON "parties" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "parties_phone_trgm_idx" ON "parties" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "parties_address_trgm_idx" ON "parties" USING gin ("address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "parties_pan_vat_number_trgm_idx" ON "parties" USING gin ("pan_vat_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "party_groups_name_trgm_idx" ON "party_groups" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "party_groups_description_trgm_idx" ON "party_groups" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "party_product_pricings_remarks_trgm_idx" ON "party_product_pricings" USING gin ("remarks" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_reference_no_trgm_idx" ON "payment_gateway_records" USING gin ("reference_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_payer_name_trgm_idx" ON "payment_gateway_records" USING gin ("payer_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_payer_phone_trgm_idx" ON "payment_gateway_records" USING gin ("payer_phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_purpose_trgm_idx" ON "payment_gateway_records" USING gin ("purpose" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_categories_name_trgm_idx" ON "product_categories" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_categories_description_trgm_idx" ON "product_categories" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_units_barcode_trgm_idx" ON "product_units" USING gin ("barcode" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "push_notifications_title_trgm_idx" ON "push_notifications" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "push_notifications_body_trgm_idx" ON "push_notifications" USING gin ("body" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "role_types_name_trgm_idx" ON "role_types" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "role_types_description_trgm_idx" ON "role_types" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "route_parties_remarks_trgm_idx" ON "route_parties" USING gin ("remarks" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_persons_full_name_trgm_idx" ON "sales_persons" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_persons_employee_code_trgm_idx" ON "sales_persons" USING gin ("employee_code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_persons_phone_trgm_idx" ON "sales_persons" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_persons_email_trgm_idx" ON "sales_persons" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_routes_name_trgm_idx" ON "sales_routes" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_routes_description_trgm_idx" ON "sales_routes" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "stores_code_trgm_idx" ON "stores" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "stores_address_trgm_idx" ON "stores" USING gin ("address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "territories_name_trgm_idx" ON "territories" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "territories_code_trgm_idx" ON "territories" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "units_name_trgm_idx" ON "units" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "units_symbol_trgm_idx" ON "units" USING gin ("symbol" gin_trgm_ops) WITH (fastupdate=false);