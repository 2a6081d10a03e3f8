import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginStep } from './login-step';

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
