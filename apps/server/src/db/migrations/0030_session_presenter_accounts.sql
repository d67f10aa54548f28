ALTER TABLE "offerings" ADD COLUMN "presenter_staff_id" text;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_presenter_staff_id_staff_users_id_fk" FOREIGN KEY ("presenter_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offerings_presenter_staff_idx" ON "offerings" USING btree ("presenter_staff_id");--> statement-breakpoint
-- Issue 39: an educator's scope was the session's presenter text compared with their display name.
-- Sessions now name their presenter's staff account; the text stays for display. Existing sessions
-- are linked once, here, where the text equals (case and spacing ignored, as the old rule compared)
-- the name of exactly one active educator; an ambiguous or unmatched name stays unlinked until an
-- administrator picks the account. From now on only the link decides.
UPDATE "offerings" o SET "presenter_staff_id" = m."id"
FROM (
  SELECT lower(regexp_replace(trim("name"), '\s+', ' ', 'g')) AS "key", min("id") AS "id"
  FROM "staff_users" WHERE "role" = 'educator' AND "status" = 'active'
  GROUP BY 1 HAVING count(*) = 1
) m
WHERE m."key" <> '' AND lower(regexp_replace(trim(o."presenter"), '\s+', ' ', 'g')) = m."key";
