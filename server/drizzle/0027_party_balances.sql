CREATE TABLE "party_balances" (
	"company_id" integer NOT NULL,
	"party_id" integer NOT NULL,
	"owed_amount" bigint DEFAULT 0 NOT NULL,
	"delivered_orders" integer DEFAULT 0 NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "party_balances_company_id_party_id_pk" PRIMARY KEY("company_id","party_id")
);
--> statement-breakpoint
-- Each party's balance, kept by triggers so that every write path adds to it (the dashboard's
-- receivables read it instead of every owed order). The terms are the party statement's:
-- an order is owed once delivered, paid or completed; a return once verified; a payment once
-- cleared (a cheque when the bank clears it), and a bounced cheque counts its charge against the party.
CREATE FUNCTION party_balance_add(p_company integer, p_party integer, p_owed bigint, p_delivered integer, p_returned bigint, p_paid bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_owed = 0 AND p_delivered = 0 AND p_returned = 0 AND p_paid = 0 THEN
    RETURN;
  END IF;
  INSERT INTO party_balances AS b (company_id, party_id, owed_amount, delivered_orders, returned_amount, paid_amount)
  VALUES (p_company, p_party, p_owed, p_delivered, p_returned, p_paid)
  ON CONFLICT (company_id, party_id) DO UPDATE SET
    owed_amount = b.owed_amount + excluded.owed_amount,
    delivered_orders = b.delivered_orders + excluded.delivered_orders,
    returned_amount = b.returned_amount + excluded.returned_amount,
    paid_amount = b.paid_amount + excluded.paid_amount;
END $$;--> statement-breakpoint
CREATE FUNCTION orders_party_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM party_balance_add(OLD.company_id, OLD.party_id,
      -(CASE WHEN OLD.status IN ('delivered', 'paid', 'completed') THEN OLD.total_amount ELSE 0 END),
      -(CASE WHEN OLD.status = 'delivered' THEN 1 ELSE 0 END), 0, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM party_balance_add(NEW.company_id, NEW.party_id,
      CASE WHEN NEW.status IN ('delivered', 'paid', 'completed') THEN NEW.total_amount ELSE 0 END,
      CASE WHEN NEW.status = 'delivered' THEN 1 ELSE 0 END, 0, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION order_returns_party_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM party_balance_add(OLD.company_id, OLD.party_id, 0, 0,
      -(CASE WHEN OLD.status = 'verified' THEN OLD.total_amount ELSE 0 END), 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM party_balance_add(NEW.company_id, NEW.party_id, 0, 0,
      CASE WHEN NEW.status = 'verified' THEN NEW.total_amount ELSE 0 END, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payment_settles(p_method text, p_cheque_status text, p_amount bigint, p_bounce_charge bigint) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_method <> 'cheque' OR p_cheque_status = 'cleared' THEN p_amount
              WHEN p_cheque_status = 'bounced' THEN -p_bounce_charge
              ELSE 0 END
$$;--> statement-breakpoint
CREATE FUNCTION payments_party_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM party_balance_add(OLD.company_id, OLD.party_id, 0, 0, 0,
      -payment_settles(OLD.method, OLD.cheque_status, OLD.amount, OLD.bounce_charge));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM party_balance_add(NEW.company_id, NEW.party_id, 0, 0, 0,
      payment_settles(NEW.method, NEW.cheque_status, NEW.amount, NEW.bounce_charge));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_party_balance AFTER INSERT OR DELETE OR UPDATE OF company_id, party_id, status, total_amount ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_party_balance();--> statement-breakpoint
CREATE TRIGGER order_returns_party_balance AFTER INSERT OR DELETE OR UPDATE OF company_id, party_id, status, total_amount ON order_returns
  FOR EACH ROW EXECUTE FUNCTION order_returns_party_balance();--> statement-breakpoint
CREATE TRIGGER payments_party_balance AFTER INSERT OR DELETE OR UPDATE OF company_id, party_id, method, cheque_status, amount, bounce_charge ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_party_balance();--> statement-breakpoint
INSERT INTO party_balances (company_id, party_id, owed_amount, delivered_orders, returned_amount, paid_amount)
SELECT company_id, party_id, sum(owed), sum(delivered), sum(returned), sum(paid) FROM (
  SELECT company_id, party_id,
         CASE WHEN status IN ('delivered', 'paid', 'completed') THEN total_amount ELSE 0 END AS owed,
         CASE WHEN status = 'delivered' THEN 1 ELSE 0 END AS delivered, 0 AS returned, 0 AS paid
    FROM orders
  UNION ALL
  SELECT company_id, party_id, 0, 0, CASE WHEN status = 'verified' THEN total_amount ELSE 0 END, 0 FROM order_returns
  UNION ALL
  SELECT company_id, party_id, 0, 0, 0, payment_settles(method, cheque_status, amount, bounce_charge) FROM payments
) AS terms
GROUP BY company_id, party_id;
