-- Every change to offerings (staff edits, a seat taken or released) is announced on the
-- 'offerings_changed' channel when its transaction commits; each server instance listens and
-- drops its cached copy (apps/server/src/features/offerings/cache.ts). A statement trigger, so a
-- bulk update announces once; NOTIFY is delivered only on commit, never for a rolled-back change.
CREATE FUNCTION notify_offerings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('offerings_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offerings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offerings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_offerings_changed();
