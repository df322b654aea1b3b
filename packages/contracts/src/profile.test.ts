import { describe, expect, it } from 'vitest';
import {
  applyJobResponseSchema,
  cgpaSchema,
  dobSchema,
  educationLevelSchema,
  experienceStepSchema,
  formatIndianMobile,
  graduationYearSchema,
  indianMobileSchema,
  optionalPhoneSchema,
  personalStepSchema,
  preferencesStepSchema,
  profileCompletion,
  profileMessages,
  projectsStepSchema,
  savedJobItemSchema,
  savedJobMatches,
  savedJobsQuerySchema,
  setupProfileRequestSchema,
  skillsBioStepSchema,
  socialLinksStepSchema,
  updateProfileRequestSchema,
  uniqueEntries,
  userStatsSchema,
} from './index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('phone', () => {
  it('takes a 10-digit Indian mobile with or without +91 and answers +91XXXXXXXXXX', () => {
    for (const input of ['9876543210', '+91 98765 43210', '+919876543210', '91-98765-43210', '098765 43210', '6000000000']) {
      expect(indianMobileSchema.parse(input)).toMatch(/^\+91[6-9]\d{9}$/);
    }
    expect(indianMobileSchema.parse('+91 98765-43210')).toBe('+919876543210');
  });

  it('refuses numbers that are not Indian mobiles', () => {
    for (const input of ['5876543210', '987654321', '98765432101', '+1 9876543210', 'phone', '+92 9876543210']) {
      expect(messagesOf(indianMobileSchema.safeParse(input))).toEqual([profileMessages.phoneInvalid]);
    }
  });

  it('reads back grouped', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('12345')).toBe('12345');
  });

  it('is optional in forms: blank is null', () => {
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse('  ')).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
  });
});

describe('education fields', () => {
  it('graduation year: 1950 to 2030, a number or its text, blank is null', () => {
    expect(graduationYearSchema.parse(1950)).toBe(1950);
    expect(graduationYearSchema.parse('2030')).toBe(2030);
    expect(graduationYearSchema.parse('')).toBeNull();
    expect(graduationYearSchema.parse(null)).toBeNull();
    for (const bad of [1949, 2031, '20x5', 2024.5]) {
      expect(messagesOf(graduationYearSchema.safeParse(bad))).toEqual([profileMessages.graduationYear]);
    }
  });

  it('CGPA: 0 to 10 in steps of 0.01', () => {
    expect(cgpaSchema.parse(0)).toBe(0);
    expect(cgpaSchema.parse('10')).toBe(10);
    expect(cgpaSchema.parse('8.29')).toBe(8.29);
    expect(cgpaSchema.parse(7.1)).toBe(7.1);
    expect(cgpaSchema.parse('')).toBeNull();
    expect(messagesOf(cgpaSchema.safeParse(10.01))).toEqual([profileMessages.cgpaRange]);
    expect(messagesOf(cgpaSchema.safeParse(-0.5))).toEqual([profileMessages.cgpaRange]);
    expect(messagesOf(cgpaSchema.safeParse('8.295'))).toEqual([profileMessages.cgpaStep]);
  });

  it('education level: one of the six, blank is null', () => {
    for (const level of ['High School', 'Diploma', 'Undergraduate', 'Graduate', 'Postgraduate', 'PhD']) {
      expect(educationLevelSchema.parse(level)).toBe(level);
    }
    expect(educationLevelSchema.parse('')).toBeNull();
    expect(messagesOf(educationLevelSchema.safeParse('Kindergarten'))).toEqual([profileMessages.educationLevel]);
  });
});

describe('date of birth', () => {
  it('takes a date or a date-time (read as a day in India) and answers YYYY-MM-DD', () => {
    expect(dobSchema.parse('2003-05-14')).toBe('2003-05-14');
    // 18:30 UTC on the 14th is midnight of the 15th in India.
    expect(dobSchema.parse('2003-05-14T18:30:00.000Z')).toBe('2003-05-15');
    expect(dobSchema.parse('')).toBeNull();
    expect(dobSchema.parse(null)).toBeNull();
  });

  it('refuses nonsense, dates before 1900 and the future', () => {
    expect(messagesOf(dobSchema.safeParse('14/05/2003'))).toEqual([profileMessages.dobInvalid]);
    expect(messagesOf(dobSchema.safeParse('2003-02-30'))).toEqual([profileMessages.dobInvalid]);
    expect(messagesOf(dobSchema.safeParse('1899-12-31'))).toEqual([profileMessages.dobInvalid]);
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(messagesOf(dobSchema.safeParse(nextYear))).toEqual([profileMessages.dobInFuture]);
  });
});

describe('lists', () => {
  it('ignore duplicates case-insensitively, keeping the first spelling, and drop blanks', () => {
    expect(uniqueEntries([' React ', 'react', 'REACT', '', '  ', 'Node  JS', 'node js'])).toEqual(['React', 'Node JS']);
  });

  it('skills: at least one on the skills step, at most 50', () => {
    expect(messagesOf(skillsBioStepSchema.safeParse({ skills: [] }))).toEqual([profileMessages.skillRequired]);
    expect(messagesOf(skillsBioStepSchema.safeParse({ skills: [' ', ''] }))).toEqual([profileMessages.skillRequired]);
    expect(messagesOf(skillsBioStepSchema.safeParse({}))).toEqual([profileMessages.skillRequired]);
    const fifty = Array.from({ length: 50 }, (_, i) => `Skill ${i}`);
    expect(skillsBioStepSchema.parse({ skills: [...fifty, 'skill 0'] }).skills).toHaveLength(50);
    expect(messagesOf(skillsBioStepSchema.safeParse({ skills: [...fifty, 'One more'] }))).toEqual([
      profileMessages.tooManySkills,
    ]);
  });

  it('preferences: job types from the four (Full-time by default), domains from the 15 plus custom', () => {
    expect(preferencesStepSchema.parse({})).toEqual({
      prefferedJobTypes: ['Full-time'],
      prefferedJobLocations: [],
      prefferedDomains: [],
    });
    expect(
      preferencesStepSchema.parse({
        prefferedJobTypes: ['internship', 'Internship', 'Part-time'],
        prefferedJobLocations: ['Pune', 'pune', ' Remote '],
        prefferedDomains: ['data science', 'Data Science', 'Quantum Computing', 'quantum computing'],
      }),
    ).toEqual({
      prefferedJobTypes: ['Internship', 'Part-time'],
      prefferedJobLocations: ['Pune', 'Remote'],
      prefferedDomains: ['Data Science', 'Quantum Computing'],
    });
    expect(preferencesStepSchema.safeParse({ prefferedJobTypes: ['Gig'] }).success).toBe(false);
    expect(preferencesStepSchema.parse({ prefferedJobTypes: [] }).prefferedJobTypes).toEqual([]);
  });

  it('experiences need company, role and duration; at most 20', () => {
    const result = experienceStepSchema.safeParse({ experiences: [{ company: ' ', role: '', duration: '' }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['experiences.0.company', 'Company is required.'],
      ['experiences.0.role', 'Role is required.'],
      ['experiences.0.duration', 'Duration is required.'],
    ]);
    const item = { company: 'Zoho', role: 'Intern', duration: '6 months', description: '' };
    expect(experienceStepSchema.parse({ experiences: [item] }).experiences).toEqual([
      { company: 'Zoho', role: 'Intern', duration: '6 months', description: undefined },
    ]);
    expect(experienceStepSchema.safeParse({ experiences: Array(21).fill(item) }).success).toBe(false);
  });

  it('projects need a name; links are http or https', () => {
    expect(messagesOf(projectsStepSchema.safeParse({ projects: [{ projectName: '' }] }))).toEqual([
      'Project name is required.',
    ]);
    expect(projectsStepSchema.safeParse({ projects: [{ projectName: 'Bot', link: 'javascript:alert(1)' }] }).success).toBe(
      false,
    );
    expect(projectsStepSchema.parse({ projects: [{ projectName: 'Bot', link: ' ', description: '' }] }).projects).toEqual([
      { projectName: 'Bot', link: undefined, description: undefined },
    ]);
    expect(projectsStepSchema.safeParse({ projects: Array(21).fill({ projectName: 'P' }) }).success).toBe(false);
  });
});

describe('social links', () => {
  it('are http or https links, or blank', () => {
    expect(socialLinksStepSchema.parse({ linkedInProfile: 'https://linkedin.com/in/asha', website: '' })).toEqual({
      linkedInProfile: 'https://linkedin.com/in/asha',
      githubProfile: null,
      website: null,
      resume: null,
    });
    for (const bad of ['linkedin.com/in/asha', 'ftp://x.example', 'javascript:alert(1)']) {
      expect(socialLinksStepSchema.safeParse({ githubProfile: bad }).success).toBe(false);
    }
  });
});

describe('the wizard', () => {
  const wizard = {
    firstName: ' Asha ',
    lastName: 'Verma',
    phone: '98765 43210',
    location: 'Pune',
    dob: '2003-05-14',
    educationLevel: 'Undergraduate',
    collegeName: 'COEP',
    courseName: 'B.Tech Computer Engineering',
    graduationYear: '2026',
    cgpa: '8.7',
    skills: ['React', 'react', 'SQL'],
    bio: '',
    experiences: [],
    projects: [{ projectName: 'Campus jobs bot', link: 'https://github.com/asha/bot' }],
    prefferedJobTypes: ['Internship'],
    prefferedJobLocations: ['Pune', 'Remote'],
    prefferedDomains: ['Web Development', 'Climate Tech'],
    linkedInProfile: '',
    githubProfile: 'https://github.com/asha',
    website: null,
    resume: undefined,
  };

  it('step 1 needs first and last name', () => {
    expect(messagesOf(personalStepSchema.safeParse({ firstName: ' ', lastName: '' }))).toEqual([
      profileMessages.firstNameRequired,
      profileMessages.lastNameRequired,
    ]);
  });

  it('normalises the whole object as POST /users/setup-profile receives it', () => {
    expect(setupProfileRequestSchema.parse(wizard)).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      phone: '+919876543210',
      location: 'Pune',
      dob: '2003-05-14',
      educationLevel: 'Undergraduate',
      collegeName: 'COEP',
      courseName: 'B.Tech Computer Engineering',
      graduationYear: 2026,
      cgpa: 8.7,
      skills: ['React', 'SQL'],
      bio: null,
      experiences: [],
      projects: [{ projectName: 'Campus jobs bot', link: 'https://github.com/asha/bot', description: undefined }],
      prefferedJobTypes: ['Internship'],
      prefferedJobLocations: ['Pune', 'Remote'],
      prefferedDomains: ['Web Development', 'Climate Tech'],
      linkedInProfile: null,
      githubProfile: 'https://github.com/asha',
      website: null,
      resume: null,
    });
  });

  it('bounds every text', () => {
    const long = 'x'.repeat(2001);
    const result = setupProfileRequestSchema.safeParse({ ...wizard, bio: long, location: long, firstName: long });
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['bio', 'firstName', 'location']);
  });
});

describe('profile update', () => {
  it('leaves out what is not sent and clears what is sent blank', () => {
    expect(updateProfileRequestSchema.parse({ bio: 'Hello' })).toEqual({ bio: 'Hello' });
    expect(updateProfileRequestSchema.parse({ phone: '', cgpa: '' })).toEqual({ phone: null, cgpa: null });
    expect(updateProfileRequestSchema.safeParse({ firstName: '' }).success).toBe(false);
    expect(updateProfileRequestSchema.safeParse({ graduationYear: 1900 }).success).toBe(false);
  });
});

describe('profile completion', () => {
  it('is the rounded share of the 8 items filled', () => {
    expect(profileCompletion({})).toBe(0);
    expect(profileCompletion({ firstName: 'Asha', lastName: 'Verma', email: 'a@b.in' })).toBe(38);
    expect(
      profileCompletion({
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'a@b.in',
        phone: '+919876543210',
        location: 'Pune',
        bio: '  ',
        skills: [],
        educationLevel: null,
      }),
    ).toBe(63);
    expect(
      profileCompletion({
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'a@b.in',
        phone: '+919876543210',
        location: 'Pune',
        bio: 'Hi',
        skills: ['React'],
        educationLevel: 'PhD',
      }),
    ).toBe(100);
  });
});

describe('answers', () => {
  it('stats, saved items and apply have their shapes', () => {
    const month = { thisMonth: 0, lastMonth: 0 };
    const stats = {
      savedJobsCount: 2,
      profileCompletion: 75,
      applicationCount: 1,
      applicationsByStage: { clicked: 1, applied: 0, assessment: 0, interview: 0, offer: 0, accepted: 0, rejected: 0, withdrawn: 0, no_response: 0 },
      thisMonth: { savedJobs: month, applications: month },
      closingSoon: [],
    };
    expect(userStatsSchema.safeParse(stats).error).toBeUndefined();
    expect(userStatsSchema.safeParse({ ...stats, profileCompletion: 101 }).success).toBe(false);
    expect(userStatsSchema.safeParse({ savedJobsCount: 2, profileCompletion: 75, applicationCount: 1 }).success).toBe(false);
    const redirectUrl = '/api/v1/jobs/redirect/0b6c?ticket=t';
    expect(applyJobResponseSchema.safeParse({ applied: true, alreadyApplied: false, redirectUrl }).success).toBe(true);
    // The apply tab needs somewhere to go.
    expect(applyJobResponseSchema.safeParse({ applied: true, alreadyApplied: false }).success).toBe(false);
    expect(savedJobItemSchema.shape.job.shape.isExpired).toBeDefined();
    expect(savedJobsQuerySchema.parse({ page: '2', query: ' react ' })).toEqual({ page: 2, limit: 10, query: 'react', sortBy: 'savedAt' });
  });

  it('saved-jobs search: every word, anywhere in title, company, location, type, skills or domains', () => {
    const job = {
      title: 'Frontend Developer Intern',
      company: 'Zoho',
      location: 'Chennai',
      type: 'Internship',
      skills: ['React'],
      domain: ['Web Development'],
    };
    expect(savedJobMatches(job, '')).toBe(true);
    expect(savedJobMatches(job, 'zoho REACT')).toBe(true);
    expect(savedJobMatches(job, 'frontend chennai')).toBe(true);
    expect(savedJobMatches(job, 'web')).toBe(true);
    expect(savedJobMatches(job, 'zoho pune')).toBe(false);
  });
});
