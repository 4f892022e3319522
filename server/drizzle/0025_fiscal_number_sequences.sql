-- Orders, returns and receipts are numbered per fiscal year from one counter table; the yearly
-- counters go (the numbers they gave stay on the documents).
CREATE TABLE "fiscal_number_sequences" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "fiscal_number_sequences_company_id_kind_fiscal_year_pk" PRIMARY KEY("company_id","kind","fiscal_year"),
	CONSTRAINT "fiscal_number_sequences_kind_check" CHECK ("fiscal_number_sequences"."kind" in ('order', 'return', 'receipt'))
);
--> statement-breakpoint
DROP TABLE "money_number_sequences" CASCADE;--> statement-breakpoint
DROP TABLE "order_number_sequences" CASCADE;--> statement-breakpoint
ALTER TABLE "fiscal_number_sequences" ADD CONSTRAINT "fiscal_number_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;