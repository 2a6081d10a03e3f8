import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailStep } from './email-step';

const meta = {
  title: 'Access/EmailStep',
  component: EmailStep,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof EmailStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Continues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), ' Member@Grace.Example ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('member@grace.example');
  },
};

export const RefusesAnInvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithANotice: Story = {
  args: { notice: 'Your account is active. Sign in to continue.', error: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your account is active.');
  },
};
