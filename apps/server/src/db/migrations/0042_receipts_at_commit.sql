ALTER TABLE "receipts" ADD COLUMN "pending_series" text;--> statement-breakpoint
-- Issue 51, item 6: at a launch, payments queued on the series' counter row and on a coupon's row,
-- each held from its statement to the commit, while the holder's Node process was busy with other
-- requests ("idle in transaction | ClientRead" in bench:launch). Both are now written at commit by
-- deferred triggers: the rows are locked only inside PostgreSQL's commit, with no round trip to the
-- application in between. Rolled-back transactions still take no number (the trigger never runs).
--
-- A payment receipt is inserted under a provisional number ('pending-' and its order id) with its
-- series in pending_series; at commit it takes the series' next number (the format is the domain's
-- receiptNumber: series, a dash, at least six digits), in its row and its frozen document.
CREATE FUNCTION number_receipt_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken text;
BEGIN
  INSERT INTO receipt_counters (series, last_value) VALUES (NEW.pending_series, 1)
    ON CONFLICT (series) DO UPDATE SET last_value = receipt_counters.last_value + 1
    RETURNING NEW.pending_series || '-' || lpad(last_value::text, greatest(6, length(last_value::text)), '0') INTO taken;
  UPDATE receipts SET number = taken, pending_series = NULL, document = jsonb_set(document, '{number}', to_jsonb(taken))
    WHERE number = NEW.number;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receipts_number_at_commit AFTER INSERT ON receipts DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.pending_series IS NOT NULL) EXECUTE FUNCTION number_receipt_at_commit();
--> statement-breakpoint
-- A coupon without a limit (the domain's couponHasLimit: not single use, no maximum) is counted
-- when an order that used it commits (paid, or pending on 3-D Secure: a decline gives it back,
-- checkout/settle.ts). A limited coupon's use is claimed before the charge (checkout/store.ts).
CREATE FUNCTION count_coupon_use_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE coupons SET times_used = times_used + 1
    WHERE code = NEW.coupon_code AND NOT single_use AND max_uses IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_count_coupon_at_commit AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.coupon_code IS NOT NULL AND NEW.status IN ('paid', 'pending')) EXECUTE FUNCTION count_coupon_use_at_commit();
