-- Case-insensitive matching of a text[] column (jobs.domains) through a GIN expression index:
-- `pathway_lower_array(domains) && ARRAY['marketing', ...]`. IMMUTABLE like the wrappers in 0000.
CREATE OR REPLACE FUNCTION pathway_lower_array(arr text[])
  RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(lower(x) ORDER BY ordinality), '{}'::text[]) FROM unnest(arr) WITH ORDINALITY AS t(x, ordinality) $$;
