DROP INDEX "api_keys_name_trgm_idx";--> statement-breakpoint
DROP INDEX "api_keys_key_prefix_trgm_idx";--> statement-breakpoint
DROP INDEX "application_setting_keys_key_trgm_idx";--> statement-breakpoint
DROP INDEX "application_setting_keys_name_trgm_idx";--> statement-breakpoint
DROP INDEX "banner_keys_key_trgm_idx";--> statement-breakpoint
DROP INDEX "banner_keys_name_trgm_idx";--> statement-breakpoint
DROP INDEX "notices_title_trgm_idx";--> statement-breakpoint
DROP INDEX "notices_description_trgm_idx";--> statement-breakpoint
DROP INDEX "page_notification_setups_name_trgm_idx";--> statement-breakpoint
DROP INDEX "page_notification_templates_name_trgm_idx";--> statement-breakpoint
DROP INDEX "page_notification_templates_subject_trgm_idx";--> statement-breakpoint
DROP INDEX "page_notification_templates_body_trgm_idx";--> statement-breakpoint
DROP INDEX "payment_gateway_records_reference_no_trgm_idx";--> statement-breakpoint
DROP INDEX "payment_gateway_records_payer_name_trgm_idx";--> statement-breakpoint
DROP INDEX "payment_gateway_records_payer_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "payment_gateway_records_purpose_trgm_idx";--> statement-breakpoint
DROP INDEX "push_notifications_title_trgm_idx";--> statement-breakpoint
DROP INDEX "push_notifications_body_trgm_idx";--> statement-breakpoint
DROP INDEX "role_types_name_trgm_idx";--> statement-breakpoint
DROP INDEX "role_types_description_trgm_idx";--> statement-breakpoint
CREATE INDEX "api_keys_name_trgm_idx" ON "api_keys" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_keys_key_prefix_trgm_idx" ON "api_keys" USING gin ("key_prefix" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "application_setting_keys_key_trgm_idx" ON "application_setting_keys" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "application_setting_keys_name_trgm_idx" ON "application_setting_keys" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banner_keys_key_trgm_idx" ON "banner_keys" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banner_keys_name_trgm_idx" ON "banner_keys" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_title_trgm_idx" ON "notices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_description_trgm_idx" ON "notices" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_notification_setups_name_trgm_idx" ON "page_notification_setups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_notification_templates_name_trgm_idx" ON "page_notification_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_notification_templates_subject_trgm_idx" ON "page_notification_templates" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_notification_templates_body_trgm_idx" ON "page_notification_templates" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_reference_no_trgm_idx" ON "payment_gateway_records" USING gin ("reference_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_payer_name_trgm_idx" ON "payment_gateway_records" USING gin ("payer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_payer_phone_trgm_idx" ON "payment_gateway_records" USING gin ("payer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_purpose_trgm_idx" ON "payment_gateway_records" USING gin ("purpose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "push_notifications_title_trgm_idx" ON "push_notifications" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "push_notifications_body_trgm_idx" ON "push_notifications" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_types_name_trgm_idx" ON "role_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_types_description_trgm_idx" ON "role_types" USING gin ("description" gin_trgm_ops);