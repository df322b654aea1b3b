/**
 * The database schema (PostgreSQL dialect; the same SQL runs on PGlite and on a PostgreSQL server).
 *
 * Naming: tables and columns are snake_case in SQL and camelCase in TypeScript; every column names
 * its SQL name explicitly, so raw SQL, drizzle-kit and the query builder always agree.
 * Timestamps are `timestamptz` read as `Date`. Money is an integer: rupees on jobs, paise on orders.
 * Descending index columns say `.desc().nullsFirst()`: drizzle's bare `.desc()` means NULLS LAST,
 * which an `ORDER BY x DESC` (NULLS FIRST) query cannot use.
 *
 * The first migration (0000_extensions.sql, hand-written) creates the extensions and the IMMUTABLE
 * SQL functions the generated search column and the indexes below call.
 */
import {
  activityTypes,
  APPLICATION_LIMITS,
  contactMessageStatuses,
  applicationStatuses,
  jobTypes,
  orderStatuses,
  otpPurposes,
  subscriptionStatuses,
  subscriptionTiers,
  userRoles,
  workModes,
  jobReportReasons,
  jobReportStates,
  LISTING_HEALTH,
} from '@pathway/contracts';
import { relations, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The text search configuration of `jobs.search_vector`; queries must use the same one. */
export const SEARCH_CONFIG = 'english';

/** `pathway_unaccent(text)`: unaccent as an IMMUTABLE function (0000_extensions.sql). */
export const unaccent = (value: SQLWrapper | string): SQL => sql`pathway_unaccent(${value})`;

/** `pathway_array_to_string(text[], text)`: array_to_string as an IMMUTABLE function (0000_extensions.sql). */
export const arrayToString = (value: SQLWrapper, separator = ' '): SQL =>
  sql`pathway_array_to_string(${value}, ${separator})`;

/** `pathway_lower_array(text[])`: every element lower-cased, IMMUTABLE (0002_catalogue_functions.sql). */
export const lowerArray = (value: SQLWrapper): SQL => sql`pathway_lower_array(${value})`;

/**
 * The title (A), skills (B), company and domains (C) as one weighted tsvector, in raw SQL over the
 * jobs' columns: drizzle-kit copies generated expressions verbatim into the migration.
 */
const SHORT_FIELDS_VECTOR =
  `setweight(to_tsvector('${SEARCH_CONFIG}', pathway_search_text(title)), 'A') || ` +
  `setweight(to_tsvector('${SEARCH_CONFIG}', pathway_search_text(pathway_array_to_string(skills, ' , '))), 'B') || ` +
  `setweight(to_tsvector('${SEARCH_CONFIG}', pathway_search_text(company_name || ' , ' || pathway_array_to_string(domains, ' , '))), 'C')`;

const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** `column IN ('a', 'b', ...)` over a fixed list of values, for check constraints. */
const oneOf = (column: SQLWrapper, values: readonly string[]): SQL =>
  sql`${column} IN (${sql.join(
    values.map((v) => sql.raw(`'${v.replaceAll("'", "''")}'`)),
    sql`, `,
  )})`;

export interface ProfileExperience {
  company: string;
  role: string;
  duration: string;
  description?: string;
}

export interface ProfileProject {
  projectName: string;
  description?: string;
  link?: string;
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored trimmed and lower-case (a check refuses anything else). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),

    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** +91XXXXXXXXXX */
    phone: text('phone'),
    location: text('location'),
    dob: date('dob', { mode: 'string' }),
    bio: text('bio'),
    skills: textList('skills'),
    educationLevel: text('education_level'),
    collegeName: text('college_name'),
    courseName: text('course_name'),
    graduationYear: integer('graduation_year'),
    cgpa: numeric('cgpa', { precision: 4, scale: 2, mode: 'number' }),
    experiences: jsonb('experiences').$type<ProfileExperience[]>().notNull().default([]),
    projects: jsonb('projects').$type<ProfileProject[]>().notNull().default([]),
    // The API contract spells these "preffered…" (docs/product/profile.md#profile-fields); the
    // database spells them correctly.
    preferredJobTypes: textList('preferred_job_types'),
    preferredJobLocations: textList('preferred_job_locations'),
    preferredDomains: textList('preferred_domains'),
    linkedinProfile: text('linkedin_profile'),
    githubProfile: text('github_profile'),
    website: text('website'),
    resume: text('resume'),
    avatar: text('avatar'),
    profileSetupAt: timestamp('profile_setup_at', { withTimezone: true }),

    subscriptionTier: text('subscription_tier', { enum: subscriptionTiers }).notNull().default('free'),
    subscriptionStatus: text('subscription_status', { enum: subscriptionStatuses }).notNull().default('inactive'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),

    /** Reminder mails the user wants (docs/product/applications.md#notifications). */
    deadlineReminders: boolean('deadline_reminders').notNull().default(true),
    followUps: boolean('follow_ups').notNull().default(true),
    /** SHA-256 of the private calendar feed's token (the token itself is shown once and never kept). */
    calendarTokenHash: text('calendar_token_hash'),
    calendarTokenCreatedAt: timestamp('calendar_token_created_at', { withTimezone: true }),
    /** Who may use the operations console (docs/product/console.md#roles). */
    role: text('role', { enum: userRoles }).notNull().default('user'),
    /** Set by the console: the account cannot sign in and its sessions have ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),

    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst()),
    check('users_role_check', oneOf(t.role, userRoles)),
    unique('users_calendar_token_hash_unique').on(t.calendarTokenHash),
    check('users_email_lower_check', sql`${t.email} = lower(btrim(${t.email}))`),
    check('users_subscription_tier_check', oneOf(t.subscriptionTier, subscriptionTiers)),
    check('users_subscription_status_check', oneOf(t.subscriptionStatus, subscriptionStatuses)),
    check('users_cgpa_check', sql`${t.cgpa} BETWEEN 0 AND 10`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Every token rotated from one login shares a family; reuse of a rotated token revokes the family. */
    familyId: uuid('family_id').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by'),
    /**
     * What the settings page shows of a session (docs/decisions/006-accounts-and-sessions.md):
     * the device, browser and OS read from the User-Agent at sign-in (copied on every rotation),
     * and the place as a coarse network of the latest sign-in or refresh, never the full address.
     * Null on tokens issued before they existed ("Unknown device").
     */
    device: text('device'),
    browser: text('browser'),
    os: text('os'),
    place: text('place'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('refresh_tokens_token_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_id_idx').on(t.userId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: otpPurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Serves both "latest code for email + purpose" and "codes sent today for email + purpose".
    index('one_time_codes_email_purpose_created_idx').on(t.email, t.purpose, t.createdAt.desc().nullsFirst()),
    check('one_time_codes_purpose_check', oneOf(t.purpose, otpPurposes)),
    check('one_time_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo: text('logo'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_name_lower_unique').on(sql`lower(${t.name})`),
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable id from the import source; re-importing the same externalId updates the row. */
    externalId: text('external_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** Denormalised from companies.name so that search_vector (a generated column) can include it. */
    companyName: text('company_name').notNull(),
    title: text('title').notNull(),
    type: text('type', { enum: jobTypes }).notNull(),
    location: text('location').notNull(),
    workMode: text('work_mode', { enum: workModes }).notNull(),
    stipend: text('stipend').notNull().default(''),
    salaryMin: integer('salary_min').notNull().default(0),
    salaryMax: integer('salary_max').notNull().default(0),
    experienceMin: integer('experience_min').notNull().default(0),
    experienceMax: integer('experience_max').notNull().default(0),
    domains: textList('domains'),
    skills: textList('skills'),
    description: text('description').notNull(),
    applyLink: text('apply_link').notNull(),
    postedDate: timestamp('posted_date', { withTimezone: true }).notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    isUrgent: boolean('is_urgent').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    applicationsCount: integer('applications_count').notNull().default(0),
    redirectCount: integer('redirect_count').notNull().default(0),
    /**
     * The console's hand on visibility (docs/product/console-jobs.md): a hidden job's expiry_date is
     * pulled to the moment it was hidden, so every public query drops it; `listed_until` keeps the
     * expiry it had, for a restore.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    listedUntil: timestamp('listed_until', { withTimezone: true }),
    /**
     * Listing health (docs/product/listing-health.md), kept on the row because lists show and rank by
     * it; a change bumps the catalogue version (trigger jobs_catalogue_version_health, 0013).
     * `flags`: the import's cautions; `reported_closed` and `fee_reported`: derived from job_reports
     * in the transaction that changes them; `link_broken`: the link checker's verdict.
     */
    flags: textList('flags').$type<ImportFlag[]>(),
    reportedClosed: boolean('reported_closed').notNull().default(false),
    feeReported: boolean('fee_reported').notNull().default(false),
    linkBroken: boolean('link_broken').notNull().default(false),
    /**
     * Who may apply (docs/product/matches.md), each null when anyone may: graduation years, degrees
     * as written, a minimum CGPA. 0012_eligibility.sql derives the keys compared below.
     */
    eligibleGraduationYears: integer('eligible_graduation_years').array(),
    eligibleDegrees: text('eligible_degrees').array(),
    minCgpa: numeric('min_cgpa', { precision: 4, scale: 2, mode: 'number' }),
    /** The degrees as compared: pathway_degree_key (B.Tech = BTech = Bachelor of Technology). */
    eligibleDegreeKeys: text('eligible_degree_keys')
      .array()
      .generatedAlwaysAs(sql.raw('pathway_degree_keys(eligible_degrees)')),
    /** The skills as compared with a profile's: pathway_skill_key (JS = JavaScript, Node.js = Node). */
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql.raw('pathway_skill_keys(skills)')),
    // Raw column names: drizzle-kit copies these expressions verbatim into the migration.
    // The fields' weights rank a match (docs/search.md#ranking): title A, skills B, company and
    // domains C, description D. The location is not in it: place words match the location column.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql.raw(`${SHORT_FIELDS_VECTOR} || setweight(to_tsvector('${SEARCH_CONFIG}', pathway_search_text(description)), 'D')`)),
    /**
     * The short fields alone (title A, skills B, company and domains C) plus the title's words as
     * written (D, 'simple' configuration: "developer" but not "development"): what ranking reads for
     * every candidate, small enough never to be compressed (docs/search.md#ranking).
     */
    searchHead: tsvector('search_head')
      .notNull()
      .generatedAlwaysAs(sql.raw(`${SHORT_FIELDS_VECTOR} || setweight(to_tsvector('simple', pathway_search_text(title)), 'D')`)),
    /** Pay in rupees a year: the salary, else the stipend as a yearly figure; 0 when neither says (0006_search_functions.sql). */
    payMin: integer('pay_min')
      .notNull()
      .generatedAlwaysAs(sql.raw(`pathway_yearly_pay(stipend, salary_min, false)`)),
    payMax: integer('pay_max')
      .notNull()
      .generatedAlwaysAs(sql.raw(`pathway_yearly_pay(stipend, salary_max, true)`)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('jobs_external_id_unique').on(t.externalId),
    // Active list: newest first, expired rows filtered out (most rows are active, so walking this
    // index and skipping the few expired ones beats a range scan on expiry_date).
    // Three covering indexes live in 0004_catalogue_version.sql, as drizzle cannot write INCLUDE:
    //   jobs_posted_date_idx (posted_date DESC, id DESC) INCLUDE (expiry_date): the active list,
    //     newest first; deep pages are index-only;
    //   jobs_location_type_posted_date_idx (lower(location), type, posted_date DESC, id DESC)
    //     INCLUDE (location, expiry_date): the most common filtered list (one location, one type);
    //   jobs_expiry_date_idx (expiry_date, id) INCLUDE (company_id, location, type, domains,
    //     posted_date, updated_at): counts, "closing soon", and index-only aggregates over active
    //     jobs (categories, option lists, companies hiring, stats, sitemap).
    index('jobs_featured_posted_date_idx')
      .on(t.postedDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isFeatured}`),
    // A company's jobs newest first (GET /companies/:id/jobs); also serves the foreign key.
    index('jobs_company_posted_date_idx').on(t.companyId, t.postedDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('jobs_type_idx').on(t.type),
    index('jobs_location_lower_idx').on(sql`lower(${t.location})`),
    // Other list orders; asc and desc both walk the same index (the id tie-break follows the order).
    index('jobs_pay_idx').on(t.payMax, t.payMin, t.id),
    index('jobs_work_mode_idx').on(t.workMode),
    index('jobs_title_idx').on(sql`lower(${t.title}) COLLATE "C"`, t.id),
    index('jobs_applications_count_idx').on(t.applicationsCount, t.id),
    index('jobs_search_vector_idx').using('gin', t.searchVector),
    // Case-insensitive domain filter: pathway_lower_array(domains) && ARRAY[...].
    index('jobs_domains_lower_idx').using('gin', sql`pathway_lower_array(${t.domains})`),
    index('jobs_skills_idx').using('gin', t.skills),
    // Recommended jobs: those sharing a skill with the profile (skill_keys && ARRAY[...]).
    index('jobs_skill_keys_idx').using('gin', t.skillKeys),
    index('jobs_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('jobs_company_name_trgm_idx').using('gin', t.companyName.op('gin_trgm_ops')),
    // Alerts: jobs added since a saved search's last mail (docs/product/alerts.md#what-is-new).
    index('jobs_created_at_idx').on(t.createdAt),
    check('jobs_type_check', oneOf(t.type, jobTypes)),
    check('jobs_work_mode_check', oneOf(t.workMode, workModes)),
    check('jobs_salary_check', sql`${t.salaryMin} >= 0 AND ${t.salaryMax} >= ${t.salaryMin}`),
    check('jobs_experience_check', sql`${t.experienceMin} >= 0 AND ${t.experienceMax} >= ${t.experienceMin}`),
    check('jobs_dates_check', sql`${t.expiryDate} > ${t.postedDate}`),
    check('jobs_apply_link_check', sql`${t.applyLink} ~ '^https?://'`),
    check('jobs_counters_check', sql`${t.applicationsCount} >= 0 AND ${t.redirectCount} >= 0`),
    check(
      'jobs_eligibility_check',
      sql`(cardinality(${t.eligibleGraduationYears}) > 0 OR ${t.eligibleGraduationYears} IS NULL) AND (cardinality(${t.eligibleDegrees}) > 0 OR ${t.eligibleDegrees} IS NULL) AND (${t.minCgpa} IS NULL OR ${t.minCgpa} BETWEEN 0 AND 10)`,
    ),
    check('jobs_flags_check', sql`${t.flags} <@ ARRAY['asks_for_money', 'shortened_link', 'free_mail_apply']::text[]`),
  ],
);

/** The cautions the import raises from a listing's own text and link (jobs.flags). */
export const importFlags = ['asks_for_money', 'shortened_link', 'free_mail_apply'] as const;
export type ImportFlag = (typeof importFlags)[number];

/**
 * What students report about a job (POST /jobs/{id}/report): one per student and job. Moderators
 * (the operations console) confirm or dismiss open reports; dismissed ones stop counting.
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: jobReportReasons }).notNull(),
    note: text('note'),
    state: text('state', { enum: jobReportStates }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('job_reports_user_job_unique').on(t.userId, t.jobId),
    // Counting a job's reports by reason in the reporting transaction.
    index('job_reports_job_reason_idx').on(t.jobId, t.reason),
    // The moderation queue: open reports, oldest first.
    index('job_reports_state_created_idx').on(t.state, t.createdAt),
    check('job_reports_reason_check', oneOf(t.reason, jobReportReasons)),
    check('job_reports_state_check', oneOf(t.state, jobReportStates)),
    check('job_reports_note_check', sql`${t.note} IS NULL OR char_length(${t.note}) <= ${sql.raw(String(LISTING_HEALTH.noteMaxLength))}`),
  ],
);

/**
 * The apply-link checker's state per job (modules/listing-health/link-checker.ts): apart from jobs so
 * that a check, which changes nothing a list ranks by, never rewrites the job's row.
 */
export const jobLinkChecks = pgTable(
  'job_link_checks',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The link as checked: a job whose link changed starts counting failures again. */
    url: text('url').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (t) => [
    index('job_link_checks_checked_at_idx').on(t.checkedAt),
    check('job_link_checks_failures_check', sql`${t.consecutiveFailures} >= 0`),
  ],
);

/**
 * One row (id 1): a version that every change to the catalogue bumps in the changing transaction
 * (statement triggers on jobs and companies, 0004_catalogue_version.sql). Caches of counts and pages
 * compare against it, so a change made by any process (the import CLI, another replica) is seen.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalogue_state_single_row_check', sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------------------------------------
// What users do with jobs
// ---------------------------------------------------------------------------------------------

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'saved_jobs_pkey', columns: [t.userId, t.jobId] }),
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('saved_jobs_job_id_idx').on(t.jobId),
  ],
);

/**
 * The application tracker (docs/product/applications.md): one row per Apply Now click on a Pathway
 * job (the free plan's monthly quota counts rows by `apply_clicked_at`) and per opening the student
 * tracks by hand (a Pathway job by `job_id`, or one found elsewhere by title, company and link).
 * Title and company are copied from the job so a row outlives the job's removal.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for an opening found elsewhere, or once the job is removed from Pathway. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    company: text('company').notNull(),
    /** The student's link to an opening found elsewhere. */
    link: text('link'),
    status: text('status', { enum: applicationStatuses }).notNull().default('clicked'),
    notes: text('notes').notNull().default(''),
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    /** "Not yet" on the did-you-apply prompt: not asked again before this instant. */
    askAgainAfter: timestamp('ask_again_after', { withTimezone: true }),
    /** The Apply Now click that counted toward the monthly quota; null for applications tracked by hand. */
    applyClickedAt: timestamp('apply_clicked_at', { withTimezone: true }),
    /** When `status` last changed (the last timeline entry): follow-ups count from it. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Removed from the tracker while its Apply Now click still counts toward that month's quota
     * (and still shows the job's apply link); a row without a click is deleted outright.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('applications_user_job_unique').on(t.userId, t.jobId),
    // Monthly quota: a user's Apply Now clicks since the start of the month.
    index('applications_user_clicked_idx').on(t.userId, t.applyClickedAt),
    index('applications_user_updated_idx').on(t.userId, t.updatedAt.desc().nullsFirst()),
    index('applications_job_id_idx').on(t.jobId),
    // Reminder batches: applications in a stage since a given day.
    index('applications_status_changed_idx').on(t.status, t.statusChangedAt),
    check('applications_status_check', oneOf(t.status, applicationStatuses)),
    check('applications_notes_check', sql`char_length(${t.notes}) <= ${sql.raw(String(APPLICATION_LIMITS.notes))}`),
    check('applications_link_check', sql`${t.link} IS NULL OR ${t.link} ~ '^https?://'`),
  ],
);

/** Every stage an application entered, with when: the tracker's timeline. */
export const applicationTimeline = pgTable(
  'application_timeline',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('application_timeline_application_at_idx').on(t.applicationId, t.at),
    check('application_timeline_status_check', oneOf(t.status, applicationStatuses)),
  ],
);

/** One row per user, job and calendar month (Asia/Kolkata): the free plan's detail-view quota. */
export const jobViews = pgTable(
  'job_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' in Asia/Kolkata. */
    month: text('month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Column order serves "views of this user this month" as a prefix scan.
    unique('job_views_user_month_job_unique').on(t.userId, t.month, t.jobId),
    index('job_views_job_id_idx').on(t.jobId),
    check('job_views_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export const orders = pgTable(
  'orders',
  {
    /** Our id, sent to the provider as the receipt. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    /** Paise. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    providerOrderId: text('provider_order_id').notNull(),
    paymentId: text('payment_id'),
    status: text('status', { enum: orderStatuses }).notNull().default('created'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_provider_order_id_unique').on(t.providerOrderId),
    unique('orders_payment_id_unique').on(t.paymentId),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst()),
    check('orders_amount_check', sql`${t.amount} > 0`),
    check('orders_status_check', oneOf(t.status, orderStatuses)),
    check('orders_paid_check', sql`${t.status} <> 'paid' OR (${t.paymentId} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`),
  ],
);

/** Webhook deliveries already handled, keyed by the provider's event id (deduplication). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerEventId: text('provider_event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** What the handler did with the event (upgraded, duplicate of a payment, unknown_order, …), for the console. */
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_events_provider_event_id_unique').on(t.providerEventId),
    index('payment_events_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The payment sandbox's own record of the payments it made, so that it can answer "what payments
 * does this order have?" as Razorpay's Orders API does (the console's reconcile).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    providerOrderId: text('provider_order_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payments_order_idx').on(t.providerOrderId),
    check('sandbox_payments_status_check', oneOf(t.status, ['captured', 'failed'])),
  ],
);

// ---------------------------------------------------------------------------------------------
// Activity and contact
// ---------------------------------------------------------------------------------------------

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: activityTypes }).notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('activities_type_check', oneOf(t.type, activityTypes)),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    /** The support inbox: open until answered or closed in the console. */
    status: text('status', { enum: contactMessageStatuses }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    check('contact_messages_status_check', oneOf(t.status, contactMessageStatuses)),
  ],
);

/** Replies sent from the console; `author_id` is no foreign key, so a reply outlives its author's account. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_created_idx').on(t.messageId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

/**
 * Every console action (docs/product/console.md#audit-log). Append-only: a trigger refuses UPDATE,
 * DELETE and TRUNCATE (0014_console.sql). Actor and target are plain ids, not foreign keys, so an
 * account's deletion keeps the entries about it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the shell (admin:grant) and ADMIN_EMAILS. */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    reason: text('reason'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc().nullsFirst()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc().nullsFirst()),
    index('audit_log_target_at_idx').on(t.targetType, t.targetId, t.at.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Background work
// ---------------------------------------------------------------------------------------------

export const taskStatuses = ['pending', 'done', 'dead'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/**
 * The durable task queue (platform/tasks; docs/decisions/013-task-queue.md). A row is one piece of
 * background work, unique by (kind, key) for as long as it is kept: enqueueing the same key again
 * changes nothing, so a reminder's key makes it impossible to send twice. A runner claims due rows
 * with `FOR UPDATE SKIP LOCKED` and holds them until `locked_until` (its lease); a runner that dies
 * lets its lease run out and another takes the task again.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What runs it: a handler name such as `reminders.send`. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: taskStatuses }).notNull().default('pending'),
    /** Not before this instant (the app's clock); a failed attempt moves it later. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** Claims so far, including the one running now. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A claim's lease: until then no other runner takes it. Null when nobody holds it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which runner holds (or last held) it: `host:pid:n`. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** When it became done or dead. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('tasks_kind_key_unique').on(t.kind, t.key),
    // The claim: due pending tasks, oldest first.
    index('tasks_pending_run_at_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    // Pruning and the operator's view of done and dead tasks.
    index('tasks_status_finished_idx').on(t.status, t.finishedAt),
    check('tasks_status_check', oneOf(t.status, taskStatuses)),
    check('tasks_attempts_check', sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Saved searches and alert mails (docs/product/alerts.md)
// ---------------------------------------------------------------------------------------------

export const alertFrequencyValues = ['instant', 'daily', 'weekly', 'off'] as const;
export const alertMailStatuses = ['pending', 'sent'] as const;

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The /jobs parameters, as the contracts' savedSearchParamsSchema normalises them. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency', { enum: alertFrequencyValues }).notNull().default('daily'),
    /** The database's clock, as jobs.created_at is: jobs added after it are new to this search. */
    alertsSince: timestamp('alerts_since', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
    index('saved_searches_frequency_since_idx').on(t.frequency, t.alertsSince).where(sql`${t.frequency} <> 'off'`),
    check('saved_searches_frequency_check', oneOf(t.frequency, alertFrequencyValues)),
    check('saved_searches_name_check', sql`char_length(${t.name}) BETWEEN 1 AND 80`),
  ],
);

/** One alert mail (pending while it is being sent): what the operations overview counts per day. */
export const alertMails = pgTable(
  'alert_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the search (or its account) is deleted: the count stays, nothing personal does. */
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    /** The task that sends it: a retry finds its own mail and sends the same jobs. */
    taskKey: text('task_key').notNull(),
    frequency: text('frequency', { enum: alertFrequencyValues }).notNull(),
    status: text('status', { enum: alertMailStatuses }).notNull().default('pending'),
    jobCount: integer('job_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('alert_mails_task_key_unique').on(t.taskKey),
    index('alert_mails_sent_at_idx').on(t.sentAt).where(sql`${t.status} = 'sent'`),
    index('alert_mails_saved_search_idx').on(t.savedSearchId),
    check('alert_mails_status_check', oneOf(t.status, alertMailStatuses)),
  ],
);

/** Every job an alert mail carried, once per search: the key refuses mailing it again. */
export const alertMailJobs = pgTable(
  'alert_mail_jobs',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    alertMailId: uuid('alert_mail_id')
      .notNull()
      .references(() => alertMails.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.jobId] }),
    index('alert_mail_jobs_alert_mail_idx').on(t.alertMailId),
    index('alert_mail_jobs_job_idx').on(t.jobId),
  ],
);

/** "Not interested" from an alert mail: the job is left out of that user's alerts. */
export const jobDismissals = pgTable(
  'job_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('job_dismissals_job_idx').on(t.jobId)],
);

// ---------------------------------------------------------------------------------------------
// Relations (for db.query.*)
// ---------------------------------------------------------------------------------------------

export const usersRelations = relations(users, ({ many }) => ({
  refreshTokens: many(refreshTokens),
  passwordResetTokens: many(passwordResetTokens),
  savedJobs: many(savedJobs),
  applications: many(applications),
  jobViews: many(jobViews),
  orders: many(orders),
  activities: many(activities),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));

export const companiesRelations = relations(companies, ({ many }) => ({
  jobs: many(jobs),
}));

export const jobsRelations = relations(jobs, ({ one, many }) => ({
  company: one(companies, { fields: [jobs.companyId], references: [companies.id] }),
  savedBy: many(savedJobs),
  applications: many(applications),
}));

export const savedJobsRelations = relations(savedJobs, ({ one }) => ({
  user: one(users, { fields: [savedJobs.userId], references: [users.id] }),
  job: one(jobs, { fields: [savedJobs.jobId], references: [jobs.id] }),
}));

export const applicationsRelations = relations(applications, ({ one, many }) => ({
  user: one(users, { fields: [applications.userId], references: [users.id] }),
  job: one(jobs, { fields: [applications.jobId], references: [jobs.id] }),
  timeline: many(applicationTimeline),
}));

export const applicationTimelineRelations = relations(applicationTimeline, ({ one }) => ({
  application: one(applications, { fields: [applicationTimeline.applicationId], references: [applications.id] }),
}));

export const jobViewsRelations = relations(jobViews, ({ one }) => ({
  user: one(users, { fields: [jobViews.userId], references: [users.id] }),
  job: one(jobs, { fields: [jobViews.jobId], references: [jobs.id] }),
}));

export const ordersRelations = relations(orders, ({ one }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
}));

export const activitiesRelations = relations(activities, ({ one }) => ({
  user: one(users, { fields: [activities.userId], references: [users.id] }),
}));

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type Company = typeof companies.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type SavedJob = typeof savedJobs.$inferSelect;
export type Application = typeof applications.$inferSelect;
export type ApplicationTimelineRow = typeof applicationTimeline.$inferSelect;
export type JobView = typeof jobViews.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type Activity = typeof activities.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type JobReportRow = typeof jobReports.$inferSelect;
export type JobLinkCheck = typeof jobLinkChecks.$inferSelect;
