import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  emptySearch,
  parseJobSearch,
  toJobListParams,
  toSearchParams,
  withFilters,
} from './job-search-params';

const parse = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('the job list address', () => {
  it('reads every filter and the page', () => {
    expect(parse('q=react&type=internship&location=Pune&domain=Design&companies=Zoho,%20Infosys&page=3')).toEqual({
      ...emptySearch,
      q: 'react',
      type: 'Internship',
      location: 'Pune',
      domain: 'Design',
      companies: ['Zoho', 'Infosys'],
      page: 3,
    });
  });

  it("treats 'all', blanks, unknown types and bad pages as defaults", () => {
    expect(parse('type=all&location=all&domain=ALL&companies=,,&page=0')).toEqual(emptySearch);
    expect(parse('type=astronaut&page=-2').type).toBeNull();
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
  });

  it('drops duplicate companies whatever their case', () => {
    expect(parse('companies=Zoho,zoho,Infosys').companies).toEqual(['Zoho', 'Infosys']);
  });

  it('keeps only known experience and salary buckets', () => {
    const search = parse('experience=0-1,9-99&salary=10%2B,3-6');
    expect(search.experience).toEqual(['0-1']);
    expect(search.salary).toEqual(['10+', '3-6']);
  });

  it('writes companies comma-joined and the page only above 1', () => {
    const search = { ...emptySearch, q: 'data analyst', companies: ['Zoho', 'Infosys'], page: 1 };
    expect(toSearchParams(search).toString()).toBe('q=data+analyst&companies=Zoho%2CInfosys');
    expect(toSearchParams({ ...search, page: 2 }).get('page')).toBe('2');
  });

  it('round-trips', () => {
    const query = 'q=react&type=Full-time&location=Pune&domain=Design&companies=Zoho%2CInfosys&page=4';
    expect(toSearchParams(parse(query)).toString()).toBe(query);
  });

  it('goes back to page 1 on any filter change', () => {
    const search = { ...emptySearch, page: 7 };
    expect(withFilters(search, { location: 'Pune' })).toEqual({ ...emptySearch, location: 'Pune', page: 1 });
  });
});

describe('active filters', () => {
  const search = { ...parse('q=react&type=Internship&location=Pune&companies=Zoho,Infosys&experience=0-1'), page: 2 };

  it('gives one chip per filter, each removing only itself', () => {
    const chips = activeFilters(search, false);
    expect(chips.map((c) => c.label)).toEqual(['react', 'Internship', 'Pune', 'Zoho', 'Infosys']);
    expect(chips.find((c) => c.label === 'Zoho')?.without).toEqual({ companies: ['Infosys'] });
    expect(chips.find((c) => c.label === 'Pune')?.without).toEqual({ location: null });
  });

  it('counts the advanced filters for premium users only', () => {
    expect(activeFilters(search, true).map((c) => c.label)).toContain('0–1 years');
    expect(activeFilters(search, false).map((c) => c.label)).not.toContain('0–1 years');
  });
});

describe('GET /jobs parameters', () => {
  it('sends newest first, page size 10, and the companies as `company`', () => {
    expect(toJobListParams({ ...parse('companies=Zoho,Infosys&location=Pune'), page: 2 }, false)).toEqual({
      page: 2,
      limit: 10,
      location: 'Pune',
      company: 'Zoho,Infosys',
      sortBy: 'postedDate',
      sortOrder: 'desc',
    });
  });

  it('lets relevance rank when there is a search text', () => {
    const params = toJobListParams(parse('q=react'), false);
    expect(params.query).toBe('react');
    expect(params).not.toHaveProperty('sortBy');
    expect(params).not.toHaveProperty('sortOrder');
  });

  it('never sends advanced filters for guests and free accounts', () => {
    const search = parse('experience=0-1&salary=3-6');
    expect(toJobListParams(search, false)).not.toHaveProperty('experience');
    expect(toJobListParams(search, false)).not.toHaveProperty('salary');
    expect(toJobListParams(search, true)).toMatchObject({ experience: '0-1', salary: '3-6' });
  });
});
