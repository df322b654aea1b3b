-- Hand-written: the functions the search column and the pay columns (0007) call (docs/search.md).
--
-- pathway_search_text: what a job's text becomes before the English text parser, and what a query
-- becomes too (modules/jobs/search/search-text.ts mirrors it, and a test holds the two equal).
-- Tech tokens are kept whole (C++ -> cplusplus, C# -> csharp, F# -> fsharp, .NET -> dotnet,
-- Node.js -> nodejs), then every other punctuation mark becomes a space, so that "full-stack",
-- "UI/UX" and "CI/CD" are the words a student types ("full stack", "ui ux", "ci cd"). The ASCII
-- list is explicit rather than [[:punct:]], which depends on the database's locale.
CREATE OR REPLACE FUNCTION pathway_search_text(value text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(lower(pathway_unaccent(replace(value, '₹', ' '))), '(^|[^a-z0-9])c\+\+', '\1 cplusplus ', 'g'),
          '(^|[^a-z0-9])([cf])#', '\1 \2sharp ', 'g'),
        '\.net($|[^a-z0-9])', ' dotnet\1', 'g'),
      '([a-z0-9])\.js($|[^a-z0-9])', '\1js\2', 'g'),
    '[-!"#$%&''()*+,./:;<=>?@\[\\\]^_`{|}~–—‘’“”•…·]+', ' ', 'g')
$fn$;
--> statement-breakpoint
-- pathway_yearly_pay: a job's pay in rupees a year, for the pay filter and the pay order: the salary
-- when the job states one, else its stipend read as a yearly figure (a monthly stipend counts 12
-- months; weekly 52 weeks; "LPA", "lakh", "per annum" as written). Rates per hour, day, task or
-- project, and stipends without a number ("Unpaid", "Performance based"), are no yearly pay: 0,
-- which no pay bucket holds. `upper` picks the top of a range ("₹10,000 - ₹15,000/month").
CREATE OR REPLACE FUNCTION pathway_yearly_pay(stipend text, salary integer, upper boolean)
  RETURNS integer
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $fn$
DECLARE
  t text := lower(coalesce(stipend, ''));
  m text[];
  amount numeric;
  lo numeric;
  hi numeric;
  per_year numeric := 12;
BEGIN
  IF salary > 0 THEN RETURN salary; END IF;
  IF t !~ '[0-9]' THEN RETURN 0; END IF;
  IF t ~ '(hour|\mhrs?\M|\mday\M|daily|\mper task|project|article|\mword)' THEN RETURN 0; END IF;
  IF t ~ '(week|\mwk\M)' THEN
    per_year := 52;
  ELSIF t ~ '(year|annum|\myr\M|\mp\.? ?a\M|\mlpa\M|\mctc\M)' THEN
    per_year := 1;
  END IF;
  FOR m IN SELECT regexp_matches(t, '([0-9][0-9,]*(\.[0-9]+)?) ?(k|l|lakhs?|lacs?|lpa)?\M', 'g') LOOP
    amount := replace(m[1], ',', '')::numeric;
    IF m[3] = 'k' THEN
      amount := amount * 1000;
    ELSIF m[3] IS NOT NULL THEN
      amount := amount * 100000;
      per_year := 1;
    END IF;
    lo := least(coalesce(lo, amount), amount);
    hi := greatest(coalesce(hi, amount), amount);
  END LOOP;
  IF hi IS NULL THEN RETURN 0; END IF;
  RETURN least(round((CASE WHEN upper THEN hi ELSE lo END) * per_year), 2000000000)::integer;
END
$fn$;
--> statement-breakpoint
-- The skills dictionary of the old trigram corrections is replaced by the search vocabulary, read
-- from the active jobs themselves (search.repository.ts); its triggers go here, its table in 0007.
DROP TRIGGER IF EXISTS jobs_collect_skills_insert ON jobs;
--> statement-breakpoint
DROP TRIGGER IF EXISTS jobs_collect_skills_update ON jobs;
--> statement-breakpoint
DROP FUNCTION IF EXISTS pathway_collect_skills();
