import type { User } from '@pathway/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { bodyOf, failure, fakeApi, type FakeRoutes, ok, renderApp, testUser, toastRegion } from '@/test/render';

let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
});

const asha: User = {
  ...testUser,
  phone: '+919876543210',
  location: 'Pune',
  dob: '2003-05-14',
  bio: 'Final-year computer engineering student.',
  skills: ['React', 'SQL'],
  educationLevel: 'Undergraduate',
  collegeName: 'COEP',
  courseName: 'B.Tech Computer Engineering',
  graduationYear: 2026,
  cgpa: 8.7,
  profileCompletion: 100,
};

function start(user: User = asha, extra: FakeRoutes = {}) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'valid-token');
  let current = user;
  server = fakeApi({
    'GET /users/profile': () => ok(current),
    'PUT /users/profile': (config: InternalAxiosRequestConfig) => {
      current = { ...current, ...(bodyOf(config) as Partial<User>), profileCompletion: 88 };
      return ok(current);
    },
    'POST /users/avatar': () => {
      current = { ...current, avatar: '/uploads/avatars/new.webp' };
      return ok({ avatarUrl: '/uploads/avatars/new.webp' });
    },
    ...extra,
  });
}

async function openProfile() {
  const view = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  await screen.findByRole('heading', { level: 2, name: 'Asha Verma' });
  return view;
}

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const fileInput = () => screen.getByLabelText('Profile photo file');

describe('/profile: view mode', () => {
  it('shows the name, email, completion, personal and professional information and the links', async () => {
    start();
    await openProfile();
    expect(document.title).toBe('Profile — Pathway');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('asha@example.in', { selector: 'span' })).toBeInTheDocument();
    const completion = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(completion).toHaveAttribute('aria-valuenow', '100');

    expect(detail('Full name')).toHaveTextContent('Asha Verma');
    expect(detail('Email')).toHaveTextContent('asha@example.in');
    expect(detail('Phone')).toHaveTextContent('+91 98765 43210');
    expect(detail('Location')).toHaveTextContent('Pune');
    expect(detail('Date of birth')).toHaveTextContent('14 May 2003');
    expect(detail('Bio')).toHaveTextContent('Final-year computer engineering student.');
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'React',
      'SQL',
    ]);
    expect(detail('Education level')).toHaveTextContent('Undergraduate');
    expect(detail('CGPA')).toHaveTextContent('8.7');

    const nav = screen.getByRole('navigation', { name: 'Your pages' });
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

    const actions = screen.getByRole('complementary', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: 'Saved Jobs' })).toHaveAttribute('href', '/saved-jobs');
    expect(within(actions).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(actions).getByRole('link', { name: 'Profile Setup' })).toHaveAttribute('href', '/profile-setup');
  });

  it("says 'Not provided' for what is missing", async () => {
    start(testUser);
    renderApp('/profile');
    await screen.findByRole('heading', { level: 2, name: 'Asha Verma' });
    expect(detail('Phone')).toHaveTextContent('Not provided');
    expect(detail('Bio')).toHaveTextContent('Not provided');
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '38');
  });
});

describe('/profile: edit mode', () => {
  it('edits, splits the full name at the first space, saves and goes back to view mode', async () => {
    const user = userEvent.setup();
    start();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));

    const fullName = screen.getByRole('textbox', { name: 'Full name' });
    expect(fullName).toHaveFocus();
    expect(fullName).toHaveValue('Asha Verma');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('asha@example.in');
    // Skills stay read-only here.
    expect(screen.queryByRole('textbox', { name: /skills/i })).not.toBeInTheDocument();

    await user.clear(fullName);
    await user.type(fullName, 'Asha Rani Verma');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '70123 45678');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Education level' }), 'Graduate');
    const cgpa = screen.getByRole('spinbutton', { name: 'CGPA' });
    await user.clear(cgpa);
    await user.type(cgpa, '9.1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(toastRegion()).findByText('Profile Updated.')).toBeInTheDocument();
    const put = server?.requests.find((r) => r.method === 'put' && r.url === '/users/profile');
    expect(bodyOf(put)).toEqual({
      firstName: 'Asha',
      lastName: 'Rani Verma',
      phone: '+917012345678',
      location: 'Pune',
      dob: '2003-05-14',
      bio: 'Final-year computer engineering student.',
      educationLevel: 'Graduate',
      collegeName: 'COEP',
      courseName: 'B.Tech Computer Engineering',
      graduationYear: 2026,
      cgpa: 9.1,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Asha Rani Verma' })).toBeInTheDocument();
    expect(detail('Phone')).toHaveTextContent('+91 70123 45678');
    // The completion bar shows the server's new number.
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '88');
  });

  it('checks the form with the contract rules before sending anything', async () => {
    const user = userEvent.setup();
    start();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const fullName = screen.getByRole('textbox', { name: 'Full name' });
    await user.clear(fullName);
    await user.type(fullName, 'Asha');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please enter your first and last name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeInTheDocument();
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveFocus();
    expect(server?.requests.some((r) => r.method === 'put')).toBe(false);
  });

  it('stays in edit mode and says so when saving fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start(asha, {
      'PUT /users/profile': failure(400, 'VALIDATION_ERROR', 'Please check the highlighted fields.', {
        location: 'Location must be at most 100 characters.',
      }),
    });
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Location must be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('Cancel leaves the profile as it was', async () => {
    const user = userEvent.setup();
    start();
    await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByRole('textbox', { name: 'Location' }), ' West');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(detail('Location')).toHaveTextContent('Pune');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(server?.requests.some((r) => r.method === 'put')).toBe(false);
  });
});

describe('/profile: avatar', () => {
  const image = (size = 1000, type = 'image/png', name = 'me.png') => {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('uploads an image as the avatar field and says so', async () => {
    const user = userEvent.setup();
    start();
    await openProfile();
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeInTheDocument();
    const file = image();
    await user.upload(fileInput(), file);
    expect(await within(toastRegion()).findByText('Avatar Updated.')).toBeInTheDocument();
    const post = server?.requests.find((r) => r.url === '/users/avatar');
    expect(post?.data).toBeInstanceOf(FormData);
    expect((post?.data as FormData).get('avatar')).toBe(file);
  });

  it('refuses a file that is not an image, and one over 5 MB, before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    start();
    await openProfile();
    await user.upload(fileInput(), image(100, 'text/plain', 'notes.txt'));
    expect(await within(toastRegion()).findByText('Invalid File')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please select an image file.')).toBeInTheDocument();

    await user.upload(fileInput(), image(5 * 1024 * 1024 + 1));
    expect(await within(toastRegion()).findByText('File Too Large')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please select an image smaller than 5MB.')).toBeInTheDocument();
    expect(server?.requests.some((r) => r.url === '/users/avatar')).toBe(false);
  });

  it('says when the upload fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    start(asha, { 'POST /users/avatar': failure(415, 'UNSUPPORTED_MEDIA_TYPE', 'That file is not an image.') });
    await openProfile();
    await user.upload(fileInput(), image());
    expect(await within(toastRegion()).findByText('Upload Failed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Failed to upload avatar. Please try again.')).toBeInTheDocument();
  });
});
