import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeJob } from '@/test/job-fixtures';
import { EligibilityBadge, eligibilityWords, JobFit, skillsLine } from './job-fit';

afterEach(cleanup);

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('EligibilityBadge', () => {
  it('says nothing for a job open to everyone', () => {
    const { container } = inRouter(<EligibilityBadge job={makeJob()} graduationYear={2027} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'Open to your batch' when the server found the student eligible", () => {
    const job = makeJob({ eligibility: { graduationYears: [2027] }, eligibilityCheck: { eligible: true, failed: [], unknown: [] } });
    inRouter(<EligibilityBadge job={job} graduationYear={2027} />);
    expect(screen.getByText('Open to your batch')).toBeInTheDocument();
  });

  it("names the student's batch when the job is not open to it, and the other reasons", () => {
    const job = makeJob({ eligibility: { graduationYears: [2026] }, eligibilityCheck: { eligible: false, failed: ['graduationYear'], unknown: [] } });
    inRouter(<EligibilityBadge job={job} graduationYear={2027} />);
    expect(screen.getByText('Not open to 2027 graduates')).toBeInTheDocument();
    cleanup();
    const cgpa = makeJob({ eligibility: { minCgpa: 7.5 }, eligibilityCheck: { eligible: false, failed: ['cgpa'], unknown: [] } });
    inRouter(<EligibilityBadge job={cgpa} graduationYear={null} />);
    expect(screen.getByText('Needs a CGPA of 7.5+')).toBeInTheDocument();
  });

  it("shows the job's rules when nothing is known of the student", () => {
    const job = makeJob({ eligibility: { graduationYears: [2026, 2027], degrees: ['B.Tech', 'B.E.'], minCgpa: 7 } });
    inRouter(<EligibilityBadge job={job} graduationYear={null} />);
    expect(screen.getByText('2026 or 2027 graduates · B.Tech or B.E. · CGPA 7+')).toBeInTheDocument();
    expect(eligibilityWords({ graduationYears: [2025, 2026, 2027] })).toEqual(['2025, 2026 or 2027 graduates']);
  });
});

describe('JobFit', () => {
  it("explains the match in words: '3 of 5 skills match · Missing: SQL, Excel', location and type", () => {
    const job = makeJob({
      type: 'Internship',
      match: { skills: { matched: ['React', 'TypeScript', 'Node.js'], missing: ['SQL', 'Excel'] }, location: false, type: true, eligible: true },
    });
    inRouter(<JobFit job={job} signedIn />);
    const list = screen.getByRole('list', { name: 'How this job matches your profile' });
    expect(list).toHaveTextContent('3 of 5 skills match · Missing: SQL, Excel');
    expect(list).toHaveTextContent('Not in your preferred locations');
    expect(list).toHaveTextContent('Internship, a type you prefer');
  });

  it('leaves out what the profile does not state', () => {
    const job = makeJob({ match: { skills: { matched: ['React'], missing: [] }, location: null, type: null, eligible: null } });
    inRouter(<JobFit job={job} signedIn />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Its one skill matches']);
  });

  it('shows no score without skills in the profile, and says where to add them where asked', () => {
    const { container } = inRouter(<JobFit job={makeJob()} signedIn />);
    expect(container).toBeEmptyDOMElement();
    cleanup();
    inRouter(<JobFit job={makeJob()} signedIn hint />);
    expect(screen.getByRole('link', { name: 'Add your skills' })).toHaveAttribute('href', '/profile-setup');
    cleanup();
    const { container: guest } = inRouter(<JobFit job={makeJob()} signedIn={false} hint />);
    expect(guest).toBeEmptyDOMElement();
  });

  it('counts a job without skills honestly', () => {
    expect(skillsLine({ skills: { matched: [], missing: [] }, location: null, type: null, eligible: true })).toBe('This job lists no skills');
  });
});
