import { describe, expect, it } from 'vitest';
import { checkEligibility, eligibilityOf, matchCriteriaOf, matchJob, matchRank, type MatchingProfile } from './match.ts';
import { degreeKey, profileDegreeKeys, skillKey } from './match-keys.ts';

const profile = (overrides: Partial<MatchingProfile> = {}): MatchingProfile => ({
  skills: [],
  graduationYear: null,
  courseName: null,
  educationLevel: null,
  cgpa: null,
  preferredJobTypes: [],
  preferredJobLocations: [],
  ...overrides,
});

const job = (overrides: Partial<Parameters<typeof matchJob>[0]> = {}): Parameters<typeof matchJob>[0] => ({
  skills: ['React', 'TypeScript', 'SQL', 'Excel', 'Node.js'],
  location: 'Pune',
  workMode: 'onsite',
  type: 'Internship',
  ...overrides,
});

describe('skill and degree keys', () => {
  it('compare skills case- and punctuation-insensitively, with the common other names', () => {
    expect(skillKey('JavaScript')).toBe(skillKey('JS'));
    expect(skillKey('Node.js')).toBe(skillKey('nodejs'));
    expect(skillKey('Node.js')).toBe(skillKey('NODE'));
    expect(skillKey('React.js')).toBe(skillKey('react'));
    expect(skillKey('MS Excel')).toBe(skillKey('Excel'));
    expect(skillKey('Machine Learning')).toBe(skillKey('ML'));
    expect(skillKey('C++')).not.toBe(skillKey('C'));
    expect(skillKey('C#')).not.toBe(skillKey('C++'));
    expect(skillKey('Java')).not.toBe(skillKey('JavaScript'));
  });

  it('compare degrees case- and punctuation-insensitively: B.Tech = BTech = B. Tech = Bachelor of Technology', () => {
    for (const spelling of ['B.Tech', 'BTech', 'b. tech', 'B Tech', 'Bachelor of Technology']) expect(degreeKey(spelling)).toBe('btech');
    expect(degreeKey('B.E.')).toBe('be');
    expect(degreeKey('MBA')).toBe(degreeKey('Master of Business Administration'));
  });

  it('find a degree in a course name only as whole words', () => {
    expect(profileDegreeKeys(['B.Tech in Computer Science'])).toContain('btech');
    expect(profileDegreeKeys(['Bachelor of Technology (CSE)'])).toContain('btech');
    expect(profileDegreeKeys(['B.E. Mechanical'])).toContain('be');
    expect(profileDegreeKeys(['BEd'])).not.toContain('be');
    expect(profileDegreeKeys(['M.Tech'])).not.toContain('btech');
    expect(profileDegreeKeys([null, '  ', undefined])).toEqual([]);
    expect(profileDegreeKeys([null, 'Undergraduate'])).toEqual(['undergraduate']);
  });
});

describe('eligibility', () => {
  const rules = { graduationYears: [2026, 2027], degrees: ['B.Tech', 'B.E.'], minCgpa: 7 };

  it('is open to everyone when the job sets no rule, whatever the profile says', () => {
    expect(checkEligibility(undefined, eligibilityOf(profile()))).toEqual({ eligible: true, failed: [], unknown: [] });
    expect(checkEligibility(undefined, eligibilityOf(profile({ graduationYear: 2030 })))).toMatchObject({ eligible: true });
  });

  it('admits a profile that meets every rule', () => {
    const p = eligibilityOf(profile({ graduationYear: 2027, courseName: 'B. Tech Computer Engineering', cgpa: 7 }));
    expect(checkEligibility(rules, p)).toEqual({ eligible: true, failed: [], unknown: [] });
  });

  it('names each rule that excludes the profile', () => {
    const p = eligibilityOf(profile({ graduationYear: 2028, courseName: 'BCA', cgpa: 6.99 }));
    expect(checkEligibility(rules, p)).toEqual({ eligible: false, failed: ['graduationYear', 'degree', 'cgpa'], unknown: [] });
  });

  it('is unknown (null) when the profile does not say, and false wins over unknown', () => {
    expect(checkEligibility(rules, eligibilityOf(profile({ graduationYear: 2026 })))).toEqual({
      eligible: null,
      failed: [],
      unknown: ['degree', 'cgpa'],
    });
    expect(checkEligibility(rules, eligibilityOf(profile({ graduationYear: 2025 })))).toMatchObject({ eligible: false, failed: ['graduationYear'] });
  });

  it('reads the education level as well as the course', () => {
    const p = eligibilityOf(profile({ educationLevel: 'Diploma' }));
    expect(checkEligibility({ degrees: ['Diploma'] }, p)).toMatchObject({ eligible: true });
  });
});

describe('matchJob', () => {
  it('is absent when the profile lists no skills', () => {
    expect(matchJob(job(), matchCriteriaOf(profile({ graduationYear: 2027 })))).toBeUndefined();
  });

  it("lists the job's skills matched and missing in the job's spelling, and says null where the profile is silent", () => {
    const match = matchJob(job(), matchCriteriaOf(profile({ skills: ['react', 'typescript', 'NodeJS', 'Python'] })));
    expect(match).toEqual({
      skills: { matched: ['React', 'TypeScript', 'Node.js'], missing: ['SQL', 'Excel'] },
      location: null,
      type: null,
      eligible: true,
    });
  });

  it('compares location (with place names) and type with the preferences', () => {
    const criteria = matchCriteriaOf(profile({ skills: ['SQL'], preferredJobLocations: ['Bangalore', 'Remote'], preferredJobTypes: ['Full-time'] }));
    expect(matchJob(job({ location: 'Bengaluru' }), criteria)).toMatchObject({ location: true, type: false });
    expect(matchJob(job({ location: 'Pune', workMode: 'remote' }), criteria)).toMatchObject({ location: true });
    expect(matchJob(job({ location: 'Pune', type: 'Full-time' }), criteria)).toMatchObject({ location: false, type: true });
  });
});

describe('matchRank', () => {
  it('orders by the share of skills, then eligibility, location and type', () => {
    const criteria = matchCriteriaOf(profile({ skills: ['React', 'SQL'], graduationYear: 2027, preferredJobLocations: ['Pune'] }));
    const rank = (j: Parameters<typeof matchJob>[0]) => matchRank(matchJob(j, criteria)!);
    const halfSkills = rank(job({ skills: ['React', 'Go'] }));
    const allSkills = rank(job({ skills: ['React'] }));
    const ineligible = rank(job({ skills: ['React'], eligibility: { graduationYears: [2026] } }));
    const unknown = rank(job({ skills: ['React'], eligibility: { minCgpa: 8 } }));
    const elsewhere = rank(job({ skills: ['React'], location: 'Chennai' }));
    const sorted = [halfSkills, ineligible, elsewhere, unknown, allSkills].sort((a, b) => {
      for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return b[i]! - a[i]!;
      return 0;
    });
    expect(sorted).toEqual([allSkills, elsewhere, unknown, ineligible, halfSkills]);
    expect(rank(job({ skills: [] }))[1]).toBe(0);
    // A job students report closed comes after every open one, however well it matches.
    expect(matchRank(matchJob(job({ skills: ['React'] }), criteria)!, true)[0]).toBeLessThan(halfSkills[0]);
  });
});
