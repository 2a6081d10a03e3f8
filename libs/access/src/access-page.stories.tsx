import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { placeLookups } from '@church/data-access/mocks';
import { isLoggedInAtom, useAtomValue } from '@church/state';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { AccessPage } from './access-page';
import {
  activationEmail,
  lookup,
  lookupFailing,
  lookupLoading,
  lookupRateLimited,
  newPassword,
  newPasswordExpired,
  PASSWORD,
  passwordResetEmail,
  register,
  signIn,
  verifyEmail,
} from './mocks/access-api';
import { accessPaths } from './paths';

/** What the shell's guard acts on once the person is signed in (it then leaves /access). */
function SessionState() {
  const signedIn = useAtomValue(isLoggedInAtom);
  return <p aria-label="Session">{signedIn ? 'Signed in' : 'Visitor'}</p>;
}

/** §2 /access, a visitor's screen: the e-mail first, then sign-in, registration or activation. */
const meta = {
  title: 'Access/AccessPage',
  component: AccessPage,
  render: () => (
    <>
      <AccessPage />
      <SessionState />
    </>
  ),
  parameters: {
    route: '/access',
    routePath: accessPaths.access.path,
    msw: { handlers: { lookup: lookup('active'), signIn: signIn(), places: placeLookups() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof AccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function enterEmail(canvasElement: HTMLElement, email = 'member@grace.example') {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in or create your account' })).toBeVisible();
  await userEvent.type(canvas.getByLabelText(/E-mail/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** A member signs in with the e-mail and password: the session starts. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Password/), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Signed in')).toBeVisible();
    await expect(document.title).toBe('Sign in · Grace Community Church');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Password/), 'Wrong@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    await expect(canvas.getByLabelText('Session')).toHaveTextContent('Visitor');
  },
};

/** An account that has not joined this church yet completes its registration here after signing in. */
export const JoinsThisChurch: Story = {
  parameters: { msw: { handlers: { signIn: signIn({ member: false }), register: register() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Password/), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Complete your registration' })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: 'Downtown' })).toBeInTheDocument();
  },
};

/** A new e-mail: the registration form, with the church's congregations and the reference lists. */
export const NewEmailRegisters: Story = {
  parameters: { msw: { handlers: { lookup: lookup('none') } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement, 'new.person@example.com');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByText('new.person@example.com')).toBeVisible();
    await expect(await canvas.findByRole('option', { name: 'Cambridge' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible();
  },
};

/** What the registration abroad sent to the server. */
const registrationSent = fn();

/**
 * Registering from abroad, as the account's personal form does it: the country's ZIP code fills the
 * city and state, the state is picked from the country's states and the city from the state's cities.
 */
export const RegistersAbroadWithPlaceSuggestions: Story = {
  parameters: { msw: { handlers: { lookup: lookup('none'), register: register(registrationSent) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suggested = (value: string) => canvasElement.querySelector(`datalist option[value="${value}"]`);
    await enterEmail(canvasElement, 'new.person@example.com');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/First name/), 'Hannah');
    await userEvent.type(canvas.getByLabelText(/Surname/), 'Brooks');
    await userEvent.type(canvas.getByLabelText(/Mobile phone/), '11912345678');
    await userEvent.type(canvas.getByLabelText(/CPF/), '52998224725');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '05/14/1990');
    await userEvent.click(canvas.getByLabelText('Female'));
    // No country chosen counts as Brazil: its states are suggested.
    await waitFor(() => expect(suggested('São Paulo')).not.toBeNull());

    await canvas.findByRole('option', { name: 'United States' });
    await userEvent.selectOptions(canvas.getByLabelText(/Country/), 'United States');
    await expect(await canvas.findByText('We fill in the city and state from the postcode.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Postcode/), '90210');
    await waitFor(() => expect(canvas.getByLabelText(/City/)).toHaveValue('Beverly Hills'));
    await expect(canvas.getByLabelText(/State/)).toHaveValue('California');

    await userEvent.clear(canvas.getByLabelText(/State/));
    await waitFor(() => expect(suggested('Massachusetts')).not.toBeNull());
    await userEvent.type(canvas.getByLabelText(/State/), 'Massachusetts');
    await waitFor(() => expect(suggested('Cambridge')).not.toBeNull());
    await expect(suggested('Beverly Hills')).toBeNull();
    await userEvent.clear(canvas.getByLabelText(/City/));
    await userEvent.type(canvas.getByLabelText(/City/), 'Cambridge');
    await userEvent.clear(canvas.getByLabelText(/^Postcode/));
    await userEvent.type(canvas.getByLabelText(/^Postcode/), '02138');

    await userEvent.type(canvas.getByLabelText(/^Password/), PASSWORD);
    await userEvent.type(canvas.getByLabelText(/Confirm the password/), PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(registrationSent).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'new.person@example.com', idPais: 2, cep: '02138', estado: 'Massachusetts', cidade: 'Cambridge' }),
    );
  },
};

/** An account that never confirmed its e-mail gets the activation link again. */
export const InactiveAccount: Story = {
  parameters: { msw: { handlers: { lookup: lookup('inactive'), activation: activationEmail() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(canvas.getByText(/We sent an activation link to member@grace\.example/)).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  parameters: { msw: { handlers: { reset: passwordResetEmail() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await enterEmail(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot your password?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a reset link' }));
    await expect(await canvas.findByText(/If an account exists for member@grace\.example/)).toBeVisible();
  },
};

/** The link of a reset e-mail opens the new-password step. */
export const ResetLink: Story = {
  parameters: { route: '/access?resetToken=story-reset-token', msw: { handlers: { newPassword: newPassword() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Better@2027');
    await userEvent.type(canvas.getByLabelText(/Confirm the new password/), 'Better@2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(await canvas.findByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  },
};

export const ExpiredResetLink: Story = {
  parameters: {
    route: '/access?resetToken=old-token',
    msw: { handlers: { newPassword: newPasswordExpired() } },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Better@2027');
    await userEvent.type(canvas.getByLabelText(/Confirm the new password/), 'Better@2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is invalid or has expired. Ask for a new one.');
  },
};

/** The activation link of the e-mail: the account becomes active, then the person signs in. */
export const ActivationLink: Story = {
  parameters: { route: '/access?verifyToken=story-verify-token', msw: { handlers: { verify: verifyEmail() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your account is active. Sign in to continue.')).toBeVisible();
  },
};

export const CheckingTheEmail: Story = {
  parameters: { msw: { handlers: { lookup: lookupLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Checking…' })).toBeDisabled();
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: { lookup: lookupRateLimited() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 3 minutes.');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { lookup: lookupFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await enterEmail(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};
