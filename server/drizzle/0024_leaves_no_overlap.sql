-- A person is on one standing leave on any day: the leave hook says so kindly, and this keeps two
-- requests saved at the same moment from both passing it (the generated schema cannot say EXCLUDE).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "leaves" ADD CONSTRAINT "leaves_no_overlap" EXCLUDE USING gist (
	"company_id" WITH =,
	"user_id" WITH =,
	daterange("from_date", "to_date", '[]') WITH &&
) WHERE ("status" IN ('pending', 'approved'));
