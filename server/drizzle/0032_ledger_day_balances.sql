CREATE TABLE "ledger_day_balances" (
	"company_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"day" date NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_day_balances_company_id_ledger_id_day_pk" PRIMARY KEY("company_id","ledger_id","day")
);
--> statement-breakpoint
ALTER TABLE "ledger_day_balances" ADD CONSTRAINT "ledger_day_balances_ledger_fk" FOREIGN KEY ("company_id","ledger_id") REFERENCES "public"."ledgers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_day_balances_day_idx" ON "ledger_day_balances" USING btree ("company_id","day");--> statement-breakpoint
-- Lines enter the books by one update per voucher (in_books false → true, voucher-poster.ts) and
-- never change after; so the lines that entered are those of the update that were not in before.
-- One statement-level upsert per update, its rows taken in (ledger, day) order: concurrent
-- postings lock the rows they share in the same order, so two never wait on each other.
CREATE FUNCTION voucher_lines_day_balances() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_day_balances AS b (company_id, ledger_id, day, debit, credit)
  SELECT n.company_id, n.ledger_id, n.voucher_date,
    sum(CASE WHEN n.side = 'Dr' THEN n.amount ELSE 0 END),
    sum(CASE WHEN n.side = 'Cr' THEN n.amount ELSE 0 END)
  FROM new_lines n
  JOIN old_lines o ON o.company_id = n.company_id AND o.voucher_id = n.voucher_id AND o.line_no = n.line_no
  WHERE n.in_books AND NOT o.in_books
  GROUP BY n.company_id, n.ledger_id, n.voucher_date
  ORDER BY n.company_id, n.ledger_id, n.voucher_date
  ON CONFLICT (company_id, ledger_id, day) DO UPDATE
    SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER voucher_lines_day_balances AFTER UPDATE ON voucher_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_lines_day_balances();--> statement-breakpoint
-- The lines already in the books.
INSERT INTO ledger_day_balances (company_id, ledger_id, day, debit, credit)
SELECT company_id, ledger_id, voucher_date,
  sum(CASE WHEN side = 'Dr' THEN amount ELSE 0 END),
  sum(CASE WHEN side = 'Cr' THEN amount ELSE 0 END)
FROM voucher_lines
WHERE in_books
GROUP BY company_id, ledger_id, voucher_date;
