-- Hand-written (drizzle-kit does not emit CREATE EXTENSION or functions); runs before the tables.
-- pg_trgm: partial-word and typo-tolerant matching. unaccent: accent-insensitive search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Generated columns and index expressions may only call IMMUTABLE functions. array_to_string and
-- unaccent are only STABLE (they depend on settings a text[] of text or a fixed dictionary never
-- touches), so these wrappers pin their arguments and declare the immutability we rely on.
CREATE OR REPLACE FUNCTION pathway_array_to_string(arr text[], sep text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(arr, sep) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pathway_unaccent(input text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, input) $$;
