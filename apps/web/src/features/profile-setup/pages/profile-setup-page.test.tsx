import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, clearTokens } from '@/lib/auth-token';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';
import { type WizardValues, wizardValuesFrom } from '../wizard-values';

// A whole wizard run types a lot; a loaded machine needs more than the default 5 s.
const SLOW = 30_000;
const DRAFT_KEY = `pathway:profile-setup:${testUser._id}`;

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

function start(extra: FakeRoutes = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  server = fakeApi({
    'GET /users/profile': ok(testUser),
    'POST /users/setup-profile': ok({
      firstName: 'Asha',
      lastName: 'Verma',
      phone: '+919876543210',
      location: 'Pune',
      bio: null,
      skills: ['React'],
      subscriptionTier: 'free',
      subscriptionStatus: 'inactive',
    }),
    'GET /users/stats': ok({ savedJobsCount: 0, profileCompletion: 75, applicationCount: 0 }),
    'GET /users/activity': ok([]),
    ...extra,
  });
}

/** Opens the wizard at `step` (0-based) with these values, as a draft left by an earlier visit would. */
function startAt(step: number, values: Partial<WizardValues> = {}, extra: FakeRoutes = {}) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step, values: { ...wizardValuesFrom(testUser), ...values } }));
  start(extra);
}

async function openWizard() {
  const view = renderApp('/profile-setup');
  await screen.findByRole('heading', { level: 1, name: 'Profile Setup' });
  await screen.findByRole('form');
  return view;
}

const stepHeading = () => within(screen.getByRole('form')).getAllByRole('heading', { level: 2 })[0]!;
const button = (name: string) => screen.getByRole('button', { name });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const draft = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as { step: number; values: WizardValues } | null;

async function expectStep(number: number, title: string) {
  await waitFor(() => expect(screen.getByText(`Step ${number} of 8`)).toBeInTheDocument());
  expect(stepHeading()).toHaveTextContent(title);
}

describe('/profile-setup wizard', () => {
  it('starts on step 1 of 8 with the names from registration; Previous is off on the first step', async () => {
    start();
    await openWizard();
    expect(document.title).toBe('Profile Setup — Pathway');
    await expectStep(1, 'Personal');
    expect(screen.getByText('13% complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Profile setup progress' })).toHaveAttribute('aria-valuenow', '13');
    expect(textbox('First name (required)')).toHaveValue('Asha');
    expect(textbox('Last name (required)')).toHaveValue('Verma');
    expect(button('Previous')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Complete Profile Setup' })).not.toBeInTheDocument();
  });

  it('checks each step with its rules before going on', async () => {
    const user = userEvent.setup();
    start();
    await openWizard();
    await user.clear(textbox('First name (required)'));
    await user.clear(textbox(/^Phone/));
    await user.type(textbox(/^Phone/), '12345');
    await user.click(button('Continue'));
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeInTheDocument();
    expect(textbox('First name (required)')).toHaveFocus();
    await expectStep(1, 'Personal');

    await user.type(textbox('First name (required)'), 'Asha');
    await user.clear(textbox(/^Phone/));
    await user.type(textbox(/^Phone/), '+91 98765 43210');
    await user.click(button('Continue'));
    await expectStep(2, 'Education');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByText('25% complete')).toBeInTheDocument();
  }, SLOW);

  it('education: graduation year 1950-2030 and CGPA 0-10 in hundredths', async () => {
    const user = userEvent.setup();
    startAt(1);
    await openWizard();
    await expectStep(2, 'Education');
    await user.type(screen.getByRole('spinbutton', { name: /^Graduation year/ }), '2031');
    await user.type(screen.getByRole('spinbutton', { name: /^CGPA/ }), '8.755');
    await user.click(button('Continue'));
    expect(await screen.findByText('Graduation year must be between 1950 and 2030.')).toBeInTheDocument();
    expect(screen.getByText('CGPA can have at most 2 decimal places.')).toBeInTheDocument();

    await user.clear(screen.getByRole('spinbutton', { name: /^Graduation year/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Graduation year/ }), '2026');
    await user.clear(screen.getByRole('spinbutton', { name: /^CGPA/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^CGPA/ }), '8.75');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Education level' }), 'Undergraduate');
    await user.click(button('Continue'));
    await expectStep(3, 'Skills & Bio');
    await user.click(button('Previous'));
    await expectStep(2, 'Education');
    expect(screen.getByRole('spinbutton', { name: /^CGPA/ })).toHaveValue(8.75);
  }, SLOW);

  it('skills: at least one, duplicates ignored whatever their case', async () => {
    const user = userEvent.setup();
    startAt(2);
    await openWizard();
    await expectStep(3, 'Skills & Bio');
    await user.click(button('Continue'));
    expect(await screen.findByText('Please add at least one skill')).toBeInTheDocument();

    const skill = textbox(/^Skills/);
    await user.type(skill, 'React{Enter}');
    await user.type(skill, ' react {Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('React is already in the list.');
    await user.type(skill, 'SQL');
    await user.click(button('Add to skills (at least one)'));
    await user.type(skill, 'Figma,');
    const list = () => within(screen.getByRole('list', { name: /^Skills/ })).getAllByRole('listitem').map((li) => li.textContent);
    expect(list()).toEqual(['React', 'SQL', 'Figma']);
    await user.click(button('Remove Figma'));
    expect(list()).toEqual(['React', 'SQL']);
    expect(skill).toHaveFocus();
    expect(screen.queryByText('Please add at least one skill')).not.toBeInTheDocument();

    await user.click(button('Continue'));
    await expectStep(4, 'Experience');
    expect(draft()?.values.skills).toEqual(['React', 'SQL']);
  }, SLOW);

  it('experience needs company, role and duration; projects need a name and an http(s) link', async () => {
    const user = userEvent.setup();
    startAt(3, { skills: ['React'] });
    await openWizard();
    await expectStep(4, 'Experience');
    await user.click(button('Add experience'));
    await user.click(button('Continue'));
    expect(await screen.findByText('Company is required.')).toBeInTheDocument();
    expect(screen.getByText('Role is required.')).toBeInTheDocument();
    expect(screen.getByText('Duration is required.')).toBeInTheDocument();
    const experience = screen.getByRole('group', { name: 'Experience 1' });
    await user.type(within(experience).getByRole('textbox', { name: 'Company (required)' }), 'Zoho');
    await user.type(within(experience).getByRole('textbox', { name: 'Role (required)' }), 'Frontend Intern');
    await user.type(within(experience).getByRole('textbox', { name: /^Duration/ }), '6 months');
    await user.click(button('Continue'));

    await expectStep(5, 'Projects');
    await user.click(button('Add project'));
    const project = screen.getByRole('group', { name: 'Project 1' });
    await user.type(within(project).getByRole('textbox', { name: /^Link/ }), 'javascript:alert(1)');
    await user.click(button('Continue'));
    expect(await screen.findByText('Project name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid http or https link.')).toBeInTheDocument();
    await user.type(within(project).getByRole('textbox', { name: 'Project name (required)' }), 'Campus jobs bot');
    await user.clear(within(project).getByRole('textbox', { name: /^Link/ }));
    await user.type(within(project).getByRole('textbox', { name: /^Link/ }), 'https://github.com/asha/bot');
    await user.click(button('Continue'));
    await expectStep(6, 'Preferences');
  }, SLOW);

  it('preferences: Full-time by default, the 15 domains plus custom ones, duplicates ignored', async () => {
    const user = userEvent.setup();
    startAt(5, { skills: ['React'] });
    await openWizard();
    await expectStep(6, 'Preferences');
    const types = screen.getByRole('group', { name: 'Preferred job types' });
    expect(within(types).getByRole('checkbox', { name: 'Full-time' })).toBeChecked();
    expect(within(types).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(within(types).getByRole('checkbox', { name: 'Internship' }));

    const location = textbox(/^Preferred locations/);
    await user.type(location, 'Pune{Enter}pune{Enter}Remote{Enter}');

    const domains = screen.getByRole('group', { name: 'Preferred domains' });
    expect(within(domains).getAllByRole('checkbox')).toHaveLength(15);
    await user.click(within(domains).getByRole('checkbox', { name: 'Data Science' }));
    const custom = textbox(/^Other domains/);
    await user.type(custom, 'Climate Tech{Enter}web development{Enter}');
    expect(within(domains).getByRole('checkbox', { name: 'Web Development' })).toBeChecked();

    await user.click(button('Continue'));
    await expectStep(7, 'Social Links');
    expect(draft()?.values).toMatchObject({
      prefferedJobTypes: ['Full-time', 'Internship'],
      prefferedJobLocations: ['Pune', 'Remote'],
      prefferedDomains: ['Data Science', 'Climate Tech', 'Web Development'],
    });

    await user.type(textbox('LinkedIn profile'), 'linkedin.com/in/asha');
    await user.click(button('Continue'));
    expect(await screen.findByText('Please enter a valid http or https link.')).toBeInTheDocument();
    await user.clear(textbox('LinkedIn profile'));
    await user.type(textbox('LinkedIn profile'), 'https://www.linkedin.com/in/asha');
    await user.click(button('Continue'));
    await expectStep(8, 'Review');
    expect(screen.getByText('100% complete')).toBeInTheDocument();
  }, SLOW);

  it('reviews everything, completes the setup, says so and goes to /dashboard', async () => {
    const user = userEvent.setup();
    startAt(7, {
      phone: '98765 43210',
      location: 'Pune',
      educationLevel: 'Undergraduate',
      graduationYear: '2026',
      cgpa: '8.7',
      skills: ['React', 'SQL'],
      experiences: [{ company: 'Zoho', role: 'Frontend Intern', duration: '6 months', description: '' }],
      projects: [{ projectName: 'Campus jobs bot', description: '', link: 'https://github.com/asha/bot' }],
      prefferedJobTypes: ['Internship'],
      prefferedDomains: ['Climate Tech'],
      githubProfile: 'https://github.com/asha',
    });
    const { router } = await openWizard();
    await expectStep(8, 'Review');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    const review = (title: string) => screen.getByRole('region', { name: title });
    expect(within(review('Personal')).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(review('Personal')).getByText('98765 43210')).toBeInTheDocument();
    expect(within(review('Education')).getByText('Undergraduate')).toBeInTheDocument();
    expect(within(review('Skills & Bio')).getByText('SQL')).toBeInTheDocument();
    expect(within(review('Experience')).getByText('Frontend Intern at Zoho')).toBeInTheDocument();
    expect(within(review('Projects')).getByText('Campus jobs bot')).toBeInTheDocument();
    expect(within(review('Preferences')).getByText('Climate Tech')).toBeInTheDocument();
    expect(within(review('Social Links')).getByText('https://github.com/asha')).toBeInTheDocument();

    await user.click(button('Complete Profile Setup'));
    expect(await within(toastRegion()).findByText('Your profile has been set up successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const post = server?.requests.find((r) => r.url === '/users/setup-profile');
    expect(bodyOf(post)).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      phone: '+919876543210',
      location: 'Pune',
      dob: null,
      educationLevel: 'Undergraduate',
      collegeName: null,
      courseName: null,
      graduationYear: 2026,
      cgpa: 8.7,
      skills: ['React', 'SQL'],
      bio: null,
      experiences: [{ company: 'Zoho', role: 'Frontend Intern', duration: '6 months' }],
      projects: [{ projectName: 'Campus jobs bot', link: 'https://github.com/asha/bot' }],
      prefferedJobTypes: ['Internship'],
      prefferedJobLocations: [],
      prefferedDomains: ['Climate Tech'],
      linkedInProfile: null,
      githubProfile: 'https://github.com/asha',
      website: null,
      resume: null,
    });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  }, SLOW);

  it('goes back to a step from the review with its Edit button', async () => {
    const user = userEvent.setup();
    startAt(7, { skills: ['React'] });
    await openWizard();
    await user.click(button('Edit Education'));
    await expectStep(2, 'Education');
  }, SLOW);

  it("shows the server's message and sends the user to the step to fix", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startAt(7, { skills: ['React'] }, {
      'POST /users/setup-profile': failure(400, 'VALIDATION_ERROR', 'Please check the highlighted fields.', {
        phone: 'Please enter a valid 10-digit Indian mobile number.',
      }),
    });
    const { router } = await openWizard();
    await user.click(button('Complete Profile Setup'));
    expect(await within(toastRegion()).findByText('Please check the highlighted fields.')).toBeInTheDocument();
    await expectStep(1, 'Personal');
    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile-setup');
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
  }, SLOW);

  it("says 'Failed to create profile.' when the server gives no message of its own", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startAt(7, { skills: ['React'] }, { 'POST /users/setup-profile': { status: 502, data: '<html>Bad gateway</html>' } });
    await openWizard();
    await user.click(button('Complete Profile Setup'));
    expect(await within(toastRegion()).findByText('Failed to create profile.')).toBeInTheDocument();
    await expectStep(8, 'Review');
  }, SLOW);

  it('keeps its progress through a reload, and forgets it when the session ends', async () => {
    const user = userEvent.setup();
    startAt(1);
    const view = await openWizard();
    await expectStep(2, 'Education');
    await user.type(textbox('College or school'), 'COEP');
    view.unmount();

    renderApp('/profile-setup');
    await screen.findByRole('form');
    await expectStep(2, 'Education');
    expect(textbox('College or school')).toHaveValue('COEP');

    act(() => clearTokens());
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  }, SLOW);
});
