import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { JobAction } from '../hooks/use-job-actions';
import { makeJob } from '@/test/job-fixtures';
import { JobCard, type JobCardProps } from './job-card';

const now = new Date('2026-11-25T06:30:00.000Z');

function renderCard(props: Partial<JobCardProps> = {}) {
  const onApply = vi.fn<JobAction>();
  const onSave = vi.fn<JobAction>();
  const job = props.job ?? makeJob();
  const router = createMemoryRouter(
    [{ path: '/jobs', element: <JobCard job={job} onApply={onApply} onSave={onSave} now={now} {...props} /> }],
    { initialEntries: ['/jobs'] },
  );
  render(<RouterProvider router={router} />);
  return { job, onApply, onSave, card: screen.getByRole('article') };
}

describe('job card', () => {
  it('shows title (linking to the job), company, type, location, posted date, applicants and days since posting', () => {
    const { job, card } = renderCard({
      job: makeJob({ title: 'Data Analyst Intern', company: 'Orbit Analytics', applicationsCount: 42 }),
    });
    expect(card).toHaveAccessibleName('Data Analyst Intern');
    expect(within(card).getByRole('link', { name: 'Data Analyst Intern' })).toHaveAttribute('href', `/jobs/${job._id}`);
    expect(within(card).getByText('Orbit Analytics')).toBeInTheDocument();
    expect(within(card).getByText('Internship')).toBeInTheDocument();
    expect(within(card).getByText('Bengaluru')).toBeInTheDocument();
    expect(within(card).getByText('Posted 20 November 2026')).toBeInTheDocument();
    expect(within(card).getByText('42+ applicants')).toBeInTheDocument();
    expect(within(card).getByText('5 days ago')).toBeInTheDocument();
    expect(within(card).getByText('Build the student dashboard with our product team.')).toHaveClass('line-clamp-2');
  });

  it('says when the job closes, from its expiry date in India calendar days', () => {
    // now is 12:00 on 25 November 2026 in India.
    renderCard({ job: makeJob({ expiryDate: '2026-11-28T12:00:00+05:30' }) });
    expect(screen.getByText('Closes in 3 days')).toHaveAttribute('datetime', '2026-11-28T12:00:00+05:30');
    cleanup();
    renderCard({ job: makeJob({ expiryDate: '2026-11-26T20:00:00+05:30' }) });
    expect(screen.getByText('Closes tomorrow')).toBeInTheDocument();
    cleanup();
    renderCard({ job: makeJob({ expiryDate: '2026-11-25T23:00:00+05:30' }) });
    expect(screen.getByText('Closes today')).toBeInTheDocument();
    cleanup();
    renderCard({ job: makeJob({ expiryDate: '2026-11-25T11:00:00+05:30' }) });
    expect(screen.getByText('Closed')).toBeInTheDocument();
    cleanup();
    renderCard({ job: makeJob({ expiryDate: '2027-01-20T18:29:59.000Z' }) });
    expect(screen.getByText('Closes in 56 days')).toBeInTheDocument();
  });

  it('shows the stipend, and hides it when empty', () => {
    renderCard({ job: makeJob({ stipend: '₹15,000/month' }) });
    expect(screen.getByText('₹15,000/month')).toBeInTheDocument();
    cleanup();
    renderCard({ job: makeJob({ stipend: '' }) });
    expect(screen.queryByText(/Stipend/)).not.toBeInTheDocument();
  });

  it('shows the salary range in LPA with one decimal, and hides it when the minimum is 0', () => {
    renderCard({ job: makeJob({ stipend: '', salary: { min: 450_000, max: 800_000 } }) });
    expect(screen.getByText('4.5 - 8.0 LPA')).toBeInTheDocument();
    cleanup();
    renderCard({ job: makeJob({ salary: { min: 0, max: 600_000 } }) });
    expect(screen.queryByText(/LPA/)).not.toBeInTheDocument();
  });

  it("shows the first 3 domains and '+N more'", () => {
    renderCard({ job: makeJob({ domain: ['Design', 'Marketing', 'Finance', 'Sales', 'Operations'] }) });
    const domains = screen.getByRole('list', { name: 'Domains' });
    expect(within(domains).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Design',
      'Marketing',
      'Finance',
      '+2 more',
    ]);
  });

  it("shows the first 4 skills and '+N more', and no '+N more' when all fit", () => {
    renderCard({ job: makeJob({ skills: ['React', 'TypeScript', 'CSS', 'Git', 'Jest'], domain: ['A', 'B', 'C'] }) });
    const skills = screen.getByRole('list', { name: 'Skills' });
    expect(within(skills).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'React',
      'TypeScript',
      'CSS',
      'Git',
      '+1 more',
    ]);
    expect(within(screen.getByRole('list', { name: 'Domains' })).queryByText(/more/)).not.toBeInTheDocument();
  });

  it('marks urgent jobs', () => {
    renderCard({ job: makeJob({ isUrgent: true }) });
    expect(screen.getByText('Urgent')).toBeInTheDocument();
    cleanup();
    renderCard({ job: makeJob({ isUrgent: false }) });
    expect(screen.queryByText('Urgent')).not.toBeInTheDocument();
  });

  it('shows the logo at a fixed size, lazily, and initials without one', () => {
    const { card } = renderCard({ job: makeJob({ company: 'Kisan Konnect', logo: '/logos/kk.png' }) });
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/logos/kk.png');
    expect(image).toHaveAttribute('width', '48');
    expect(image).toHaveAttribute('height', '48');
    expect(image).toHaveAttribute('loading', 'lazy');
    cleanup();
    const second = renderCard({ job: makeJob({ company: 'Kisan Konnect', logo: null }) });
    expect(second.card.querySelector('img')).toBeNull();
    expect(within(second.card).getByText('KK')).toBeInTheDocument();
  });

  it('hands the job to Apply Now and Save Job', async () => {
    const user = userEvent.setup();
    const { job, onApply, onSave } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    expect(onApply).toHaveBeenCalledWith(job);
    expect(onSave).toHaveBeenCalledWith(job);
  });
});
