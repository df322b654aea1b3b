import type { JobImportInput } from '@pathway/contracts';

/**
 * Two listings of the kind students are warned about (docs/product/listing-health.md#safety-on-import),
 * so that the demo shows the import's caution on a card and a job page. Invented companies on the
 * reserved `.example` domain, like the rest of the demo.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function cautionedDemoListings(now: Date): JobImportInput[] {
  const posted = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const expires = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return [
    {
      externalId: 'demo-caution-0001',
      title: 'Data Entry Intern (Work from Home)',
      company: 'QuickHire Talent Solutions',
      type: 'Internship',
      location: 'Remote',
      workMode: 'remote',
      stipend: '₹8,000-15,000/month',
      salaryMin: 0,
      salaryMax: 0,
      experienceMin: 0,
      experienceMax: 0,
      domains: ['Operations'],
      skills: ['MS Excel', 'Typing'],
      description:
        'Earn from home by filling forms and typing documents, 2-3 hours a day, no experience needed.\n\n' +
        'Selected candidates must pay a registration fee of ₹1,499 (fully refundable after the first month) to receive the training kit and login details.\n\n' +
        'Limited seats: apply today.',
      applyLink: 'https://apply.quickhire-talent.example/data-entry',
      postedDate: posted(3),
      expiryDate: expires(20),
      isUrgent: true,
      isFeatured: false,
    },
    {
      externalId: 'demo-caution-0002',
      title: 'Customer Support Executive',
      company: 'Swift Career Placements',
      type: 'Full-time',
      location: 'Kolkata',
      workMode: 'onsite',
      stipend: '',
      salaryMin: 180_000,
      salaryMax: 240_000,
      experienceMin: 0,
      experienceMax: 1,
      domains: ['Operations'],
      skills: ['Communication', 'Hindi', 'English'],
      description:
        'Placement in a leading BPO for freshers and graduates. Voice and non-voice processes, day shifts.\n\n' +
        'After the interview, candidates pay a security deposit of ₹3,000 for the offer letter and ID card.',
      applyLink: 'https://swiftcareer-placements.example/openings/support',
      postedDate: posted(6),
      expiryDate: expires(24),
      isUrgent: false,
      isFeatured: false,
    },
  ];
}
