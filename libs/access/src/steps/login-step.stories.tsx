import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@church/data-access';
import { messageFor } from '../access-messages';
import { LoginStep, type LoginStepProps } from './login-step';

const meta = {
  title: 'Access/LoginStep',
  component: LoginStep,
  args: {
    email: 'member@grace.example',
    onSubmit: fn(async () => undefined),
    onForgotPassword: fn(),
    onChangeEmail: fn(),
  },
} satisfies Meta<typeof LoginStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('member@grace.example')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Password/), 'Demo@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Demo@2026');
  },
};

export const WrongPassword: Story = {
  args: { error: 'Invalid username or password.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password.');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

/** The access page's handling of a sign-in the server refused with 429 and Retry-After: 125. */
function RateLimitedLogin(props: LoginStepProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <LoginStep
      {...props}
      error={error}
      onSubmit={async (password) => {
        await props.onSubmit(password);
        const problem = { type: 'about:blank', title: 'Too Many Requests', status: 429, code: 'RATE_LIMITED' };
        setError(messageFor(new ApiError(429, problem, '125')));
      }}
    />
  );
}

export const RateLimited: Story = {
  render: (args) => <RateLimitedLogin {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Password/), 'Maybe@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 3 minutes.');
    await expect(canvas.getByRole('alert')).not.toHaveTextContent('Something went wrong');
    // What the person typed is still there, for when the wait is over.
    await expect(canvas.getByLabelText(/Password/)).toHaveValue('Maybe@2026');
    await expect(args.onSubmit).toHaveBeenCalledWith('Maybe@2026');
  },
};
