CREATE TABLE "notice_reads" (
	"company_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_company_id_user_id_notice_id_pk" PRIMARY KEY("company_id","user_id","notice_id")
);
--> statement-breakpoint
ALTER TABLE "page_notification_setups" ADD COLUMN "recipient_user_id" integer;--> statement-breakpoint
ALTER TABLE "page_notification_setups" ADD COLUMN "recipient_role_id" integer;--> statement-breakpoint
ALTER TABLE "page_notification_setups" ADD COLUMN "notify_company" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_fk" FOREIGN KEY ("company_id","notice_id") REFERENCES "public"."notices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_notification_setups" ADD CONSTRAINT "page_notification_setups_recipient_user_id_fk" FOREIGN KEY ("company_id","recipient_user_id") REFERENCES "public"."company_users"("company_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_notification_setups" ADD CONSTRAINT "page_notification_setups_recipient_role_id_fk" FOREIGN KEY ("company_id","recipient_role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE no action ON UPDATE no action;