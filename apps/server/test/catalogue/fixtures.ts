import type { JobImportInput } from '@pathway/contracts';
import { jobRow } from '../db/helpers.ts';

/** The moment the catalogue tests live at (15 Nov 2026, noon in India). */
export const NOW = new Date('2026-11-15T06:30:00Z');
export const HOUR = 60 * 60 * 1000;

/** A description longer than a summary, whose end must never appear where only the summary belongs. */
export const LONG_DESCRIPTION =
  'Build the screens that lakhs of students use to find their first internship. You will work in React and TypeScript ' +
  'with a mentor, write tests, review code and ship every week.\n\nWhat you will do:\n- Own features from design to release\n' +
  '- Measure and improve performance on low-end Android phones\n- Pair with designers and backend engineers\n\n' +
  'FULL-DESCRIPTION-ONLY: this sentence sits far beyond the summary and is only for people who open the job.';

/**
 * A small catalogue with known answers (7 active jobs, 1 expired). Spellings vary on purpose:
 * 'bengaluru' and 'frontend development' in lower case.
 */
export function handcraftedCatalogue(): JobImportInput[] {
  return [
    jobRow({
      externalId: 'h-react',
      title: 'React Developer',
      company: 'Infosys',
      type: 'Full-time',
      location: 'Bengaluru',
      workMode: 'hybrid',
      salaryMin: 600_000,
      salaryMax: 900_000,
      experienceMin: 1,
      experienceMax: 3,
      domains: ['Frontend Development', 'Software Engineering'],
      skills: ['React', 'TypeScript'],
      description: LONG_DESCRIPTION,
      postedDate: '2026-11-14T10:00:00+05:30',
      expiryDate: '2027-01-31',
      isFeatured: true,
      applyLink: 'https://careers.infosys.example/react',
    }),
    jobRow({
      externalId: 'h-python',
      title: 'Data Analyst',
      company: 'Zentrix Labs',
      type: 'Full-time',
      location: 'Pune',
      workMode: 'onsite',
      salaryMin: 300_000,
      salaryMax: 500_000,
      experienceMin: 0,
      experienceMax: 1,
      domains: ['Data Science'],
      skills: ['Python', 'SQL'],
      description: 'Turn sales data into weekly dashboards for the leadership team.',
      postedDate: '2026-11-13T10:00:00+05:30',
      expiryDate: '2027-01-31',
    }),
    jobRow({
      externalId: 'h-intern',
      title: 'Marketing Intern',
      company: 'Kiranakart',
      type: 'Internship',
      location: 'Mumbai',
      workMode: 'onsite',
      stipend: '₹15,000/month',
      salaryMin: 0,
      salaryMax: 0,
      experienceMin: 0,
      experienceMax: 0,
      domains: ['Marketing'],
      skills: ['SEO', 'Canva'],
      description: 'Work with our developers and designers on campaigns for the Café Coffee launch.',
      postedDate: '2026-11-12T10:00:00+05:30',
      expiryDate: '2027-01-31',
      isUrgent: true,
    }),
    jobRow({
      externalId: 'h-senior',
      title: 'Senior Backend Engineer',
      company: 'Quillstack',
      type: 'Full-time',
      location: 'bengaluru',
      workMode: 'onsite',
      salaryMin: 1_800_000,
      salaryMax: 2_500_000,
      experienceMin: 5,
      experienceMax: 8,
      domains: ['Backend Development'],
      skills: ['Go', 'PostgreSQL', 'Kubernetes'],
      description: 'Design the services behind our payments platform.',
      postedDate: '2026-11-10T10:00:00+05:30',
      expiryDate: '2027-01-31',
      isFeatured: true,
    }),
    jobRow({
      externalId: 'h-remote',
      title: 'Frontend Engineer',
      company: 'Quillstack',
      type: 'Contract',
      location: 'Remote',
      workMode: 'remote',
      salaryMin: 1_000_000,
      salaryMax: 1_200_000,
      experienceMin: 3,
      experienceMax: 5,
      domains: ['frontend development'],
      skills: ['Vue.js', 'CSS'],
      description: 'A nine-month contract on our design system.',
      postedDate: '2026-11-11T10:00:00+05:30',
      expiryDate: '2027-01-31',
      isFeatured: true,
    }),
    jobRow({
      externalId: 'h-expired',
      title: 'React Native Developer',
      company: 'Expirely Co',
      type: 'Full-time',
      location: 'Bengaluru',
      workMode: 'onsite',
      salaryMin: 600_000,
      salaryMax: 800_000,
      experienceMin: 0,
      experienceMax: 2,
      domains: ['Mobile Development'],
      skills: ['React Native'],
      description: 'An app for a client that closed this role.',
      postedDate: '2026-10-01T10:00:00+05:30',
      expiryDate: '2026-11-01',
      isFeatured: true,
    }),
    jobRow({
      externalId: 'h-design',
      title: 'Product Designer',
      company: 'Infosys',
      type: 'Part-time',
      location: 'Hyderabad',
      workMode: 'onsite',
      stipend: '₹20,000/month',
      salaryMin: 0,
      salaryMax: 0,
      experienceMin: 0,
      experienceMax: 2,
      domains: ['Design'],
      skills: ['Figma'],
      description: 'Shape the flows of our banking app with research and prototypes.',
      postedDate: '2026-11-09T10:00:00+05:30',
      expiryDate: '2027-01-31',
    }),
    jobRow({
      externalId: 'h-soon',
      title: 'Python Developer',
      company: 'Zentrix Labs',
      type: 'Full-time',
      location: 'Chennai',
      workMode: 'onsite',
      salaryMin: 800_000,
      salaryMax: 1_200_000,
      experienceMin: 2,
      experienceMax: 4,
      domains: ['Backend Development'],
      skills: ['Python', 'Django'],
      description: 'Build APIs for our logistics product.',
      postedDate: '2026-11-07T10:00:00+05:30',
      // Expires an hour after NOW: the tests move the clock past it.
      expiryDate: new Date(NOW.getTime() + HOUR).toISOString(),
    }),
  ];
}

/** The active jobs' externalIds, newest first. */
export const ACTIVE_NEWEST_FIRST = ['h-react', 'h-python', 'h-intern', 'h-remote', 'h-senior', 'h-design', 'h-soon'];
