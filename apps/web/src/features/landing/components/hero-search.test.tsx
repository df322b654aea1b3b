import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeroSearch } from './hero-search';

function JobsProbe() {
  const location = useLocation();
  return <p data-testid="jobs-location">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HeroSearch /> },
      { path: '/jobs', element: <JobsProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, input: screen.getByRole('searchbox', { name: 'Search jobs and internships' }) };
}

describe('landing search', () => {
  it('opens /jobs?q=… with the trimmed text on Enter', async () => {
    const user = userEvent.setup();
    const { router, input } = renderSearch();
    await user.type(input, '  react developer  {Enter}');
    expect(router.state.location.pathname).toBe('/jobs');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('react developer');
  });

  it('opens /jobs?q=… with the Search button', async () => {
    const user = userEvent.setup();
    const { router, input } = renderSearch();
    await user.type(input, 'Data Analyst');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('jobs-location')).toHaveTextContent('/jobs?q=Data+Analyst');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Data Analyst');
  });

  it('encodes characters that mean something in an address', async () => {
    const user = userEvent.setup();
    const { router, input } = renderSearch();
    await user.type(input, 'C++ & C#{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('C++ & C#');
  });

  it('does nothing for empty or whitespace-only text', async () => {
    const user = userEvent.setup();
    const { router, input } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/');
    await user.type(input, '     {Enter}');
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
