-- Hand-written: every bump of the catalogue version (0004) is also announced on the channel
-- `pathway_catalogue`, with the new version as the payload, so that other API processes drop their
-- cached answers at once instead of at their next version check (modules/jobs/catalogue-listener.ts,
-- docs/decisions/011-catalogue-notify.md). NOTIFY is transactional: listeners hear it only when the
-- changing transaction commits, and never when it rolls back.
CREATE OR REPLACE FUNCTION pathway_bump_catalogue_version()
  RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  new_version bigint;
BEGIN
  UPDATE catalogue_state SET version = version + 1, changed_at = now() WHERE id = 1
    RETURNING version INTO new_version;
  PERFORM pg_notify('pathway_catalogue', new_version::text);
  RETURN NULL;
END
$$;
