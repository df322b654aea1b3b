-- Hand-written: who may apply to a job, and the keys that compare a job's skills and degrees with a
-- student's profile (docs/product/matches.md). modules/jobs/matches/match-keys.ts mirrors both
-- functions, and a test holds the two equal.
--
-- pathway_skill_key: a skill as compared: letters, digits, '+' and '#' only, lower-cased, then a
-- few common other names folded into one (js = javascript, reactjs = react, ms excel = excel).
CREATE OR REPLACE FUNCTION pathway_skill_key(value text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$
  SELECT CASE k
    WHEN 'js' THEN 'javascript'
    WHEN 'ecmascript' THEN 'javascript'
    WHEN 'ts' THEN 'typescript'
    WHEN 'py' THEN 'python'
    WHEN 'python3' THEN 'python'
    WHEN 'nodejs' THEN 'node'
    WHEN 'reactjs' THEN 'react'
    WHEN 'nextjs' THEN 'next'
    WHEN 'vuejs' THEN 'vue'
    WHEN 'angularjs' THEN 'angular'
    WHEN 'expressjs' THEN 'express'
    WHEN 'golang' THEN 'go'
    WHEN 'cplusplus' THEN 'c++'
    WHEN 'cpp' THEN 'c++'
    WHEN 'csharp' THEN 'c#'
    WHEN 'dotnet' THEN 'net'
    WHEN 'aspnet' THEN 'net'
    WHEN 'k8s' THEN 'kubernetes'
    WHEN 'postgres' THEN 'postgresql'
    WHEN 'mongo' THEN 'mongodb'
    WHEN 'ml' THEN 'machinelearning'
    WHEN 'dl' THEN 'deeplearning'
    WHEN 'ai' THEN 'artificialintelligence'
    WHEN 'nlp' THEN 'naturallanguageprocessing'
    WHEN 'msexcel' THEN 'excel'
    WHEN 'microsoftexcel' THEN 'excel'
    WHEN 'advancedexcel' THEN 'excel'
    WHEN 'ppt' THEN 'powerpoint'
    WHEN 'mspowerpoint' THEN 'powerpoint'
    WHEN 'gcp' THEN 'googlecloud'
    WHEN 'amazonwebservices' THEN 'aws'
    WHEN 'uiux' THEN 'uiuxdesign'
    WHEN 'uxui' THEN 'uiuxdesign'
    WHEN 'seo' THEN 'searchengineoptimization'
    WHEN 'smm' THEN 'socialmediamarketing'
    WHEN 'dsa' THEN 'datastructuresandalgorithms'
    WHEN 'oops' THEN 'oop'
    WHEN 'objectorientedprogramming' THEN 'oop'
    ELSE k
  END
  FROM (SELECT coalesce(nullif(lower(regexp_replace(value, '[^A-Za-z0-9+#]', '', 'g')), ''), value) AS k) s
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pathway_skill_keys(value text[])
  RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$
  SELECT coalesce(array_agg(pathway_skill_key(s) ORDER BY i), '{}'::text[]) FROM unnest(value) WITH ORDINALITY AS u(s, i)
$fn$;
--> statement-breakpoint
-- pathway_degree_key: a degree as compared: letters and digits only, lower-cased (B.Tech = BTech =
-- B. Tech), the long names folded into the short ones (Bachelor of Technology = B.Tech).
CREATE OR REPLACE FUNCTION pathway_degree_key(value text)
  RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$
  SELECT CASE k
    WHEN 'bacheloroftechnology' THEN 'btech'
    WHEN 'bachelorofengineering' THEN 'be'
    WHEN 'masteroftechnology' THEN 'mtech'
    WHEN 'masterofengineering' THEN 'me'
    WHEN 'bachelorofscience' THEN 'bsc'
    WHEN 'masterofscience' THEN 'msc'
    WHEN 'bachelorofcommerce' THEN 'bcom'
    WHEN 'masterofcommerce' THEN 'mcom'
    WHEN 'bachelorofarts' THEN 'ba'
    WHEN 'masterofarts' THEN 'ma'
    WHEN 'bachelorofcomputerapplications' THEN 'bca'
    WHEN 'masterofcomputerapplications' THEN 'mca'
    WHEN 'bachelorofbusinessadministration' THEN 'bba'
    WHEN 'masterofbusinessadministration' THEN 'mba'
    WHEN 'pgdm' THEN 'mba'
    WHEN 'bachelorofdesign' THEN 'bdes'
    WHEN 'masterofdesign' THEN 'mdes'
    WHEN 'doctorofphilosophy' THEN 'phd'
    ELSE k
  END
  FROM (SELECT coalesce(nullif(lower(regexp_replace(value, '[^A-Za-z0-9]', '', 'g')), ''), value) AS k) s
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pathway_degree_keys(value text[])
  RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $fn$
  SELECT array_agg(pathway_degree_key(s) ORDER BY i) FROM unnest(value) WITH ORDINALITY AS u(s, i)
$fn$;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "eligible_graduation_years" integer[];--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "eligible_degrees" text[];--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "min_cgpa" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "eligible_degree_keys" text[] GENERATED ALWAYS AS (pathway_degree_keys(eligible_degrees)) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (pathway_skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_eligibility_check" CHECK ((cardinality("eligible_graduation_years") > 0 OR "eligible_graduation_years" IS NULL) AND (cardinality("eligible_degrees") > 0 OR "eligible_degrees" IS NULL) AND ("min_cgpa" IS NULL OR "min_cgpa" BETWEEN 0 AND 10));--> statement-breakpoint
CREATE INDEX "jobs_skill_keys_idx" ON "jobs" USING gin ("skill_keys");
--> statement-breakpoint
-- Lists show a job's eligibility: changing it bumps the catalogue version like any listed field.
CREATE TRIGGER jobs_catalogue_version_eligibility
  AFTER UPDATE OF eligible_graduation_years, eligible_degrees, min_cgpa
  ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION pathway_bump_catalogue_version();
