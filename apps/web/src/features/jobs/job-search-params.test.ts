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

  it('reads and writes companies whose names hold a comma or a quote', () => {
    const companies = ['Acme, Inc.', 'Zentrix Labs', 'The "Best" Co'];
    const params = toSearchParams({ ...emptySearch, companies });
    expect(params.get('companies')).toBe('"Acme, Inc.",Zentrix Labs,"The ""Best"" Co"');
    expect(parseJobSearch(params).companies).toEqual(companies);
    expect(parse('companies=%22Acme%2C%20Inc.%22%2CZoho').companies).toEqual(['Acme, Inc.', 'Zoho']);
  });

  it('reads known work modes in a fixed order, writes them comma-joined, and round-trips', () => {
    expect(parse('workMode=onsite,REMOTE,moon,remote').workMode).toEqual(['remote', 'onsite']);
    expect(parse('workMode=,').workMode).toEqual([]);
    const search = { ...emptySearch, workMode: parse('workMode=hybrid,remote').workMode };
    expect(toSearchParams(search).toString()).toBe('workMode=remote%2Chybrid');
    const query = 'type=Internship&companies=Zoho&workMode=remote%2Consite&page=2';
    expect(toSearchParams(parse(query)).toString()).toBe(query);
  });

  it('goes back to page 1 on any filter change', () => {
    const search = { ...emptySearch, page: 7 };
    expect(withFilters(search, { location: 'Pune' })).toEqual({ ...emptySearch, location: 'Pune', page: 1 });
    expect(withFilters(search, { workMode: ['remote'] })).toEqual({ ...emptySearch, workMode: ['remote'], page: 1 });
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

  it('gives a chip per work mode, for everyone', () => {
    const chips = activeFilters(parse('workMode=remote,onsite'), false);
    expect(chips.map((c) => c.label)).toEqual(['Remote', 'On-site']);
    expect(chips.find((c) => c.label === 'Remote')?.without).toEqual({ workMode: ['onsite'] });
    expect(activeFilters(parse('workMode=hybrid'), true).map((c) => c.label)).toEqual(['Hybrid']);
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

  it('sends the work modes as `workMode`, for everyone', () => {
    expect(toJobListParams(parse('workMode=hybrid,remote'), false)).toMatchObject({ workMode: 'remote,hybrid' });
    expect(toJobListParams(emptySearch, false)).not.toHaveProperty('workMode');
  });

  it('quotes a company whose name holds a comma', () => {
    const search = { ...emptySearch, companies: ['Acme, Inc.', 'Zentrix Labs'] };
    expect(toJobListParams(search, false).company).toBe('"Acme, Inc.",Zentrix Labs');
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
