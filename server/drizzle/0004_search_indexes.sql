CREATE INDEX "api_keys_name_trgm_idx" ON "api_keys" USING gin ("company_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "api_keys_key_prefix_trgm_idx" ON "api_keys" USING gin ("company_id","key_prefix" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_title_trgm_idx" ON "notices" USING gin ("company_id","title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notices_description_trgm_idx" ON "notices" USING gin ("company_id","description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_notification_setups_name_trgm_idx" ON "page_notification_setups" USING gin ("company_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_notification_templates_name_trgm_idx" ON "page_notification_templates" USING gin ("company_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_notification_templates_subject_trgm_idx" ON "page_notification_templates" USING gin ("company_id","subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_notification_templates_body_trgm_idx" ON "page_notification_templates" USING gin ("company_id","body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_reference_no_trgm_idx" ON "payment_gateway_records" USING gin ("company_id","reference_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_payer_name_trgm_idx" ON "payment_gateway_records" USING gin ("company_id","payer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_payer_phone_trgm_idx" ON "payment_gateway_records" USING gin ("company_id","payer_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_gateway_records_purpose_trgm_idx" ON "payment_gateway_records" USING gin ("company_id","purpose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "push_notifications_title_trgm_idx" ON "push_notifications" USING gin ("company_id","title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "push_notifications_body_trgm_idx" ON "push_notifications" USING gin ("company_id","body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_types_name_trgm_idx" ON "role_types" USING gin ("company_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_types_description_trgm_idx" ON "role_types" USING gin ("company_id","description" gin_trgm_ops);