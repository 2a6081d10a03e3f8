import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompleteStep } from './complete-step';
import { MessageStep } from './message-step';
import { NewPasswordStep } from './new-password-step';

function Steps(props: { onPassword: (password: string) => Promise<void>; onComplete: () => Promise<void> }) {
  return (
    <>
      <MessageStep title="Check your e-mail">
        <p>We sent an activation link to ana@example.com.</p>
      </MessageStep>
      <NewPasswordStep onSubmit={props.onPassword} />
      <CompleteStep churchName="Grace Community Church" congregations={[{ value: '1', label: 'Grace Downtown' }]} onSubmit={props.onComplete} />
    </>
  );
}

const meta = {
  title: 'Access/SmallSteps',
  component: Steps,
  args: { onPassword: fn(async () => undefined), onComplete: fn(async () => undefined) },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPasswordMustMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent an activation link');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'Better@2027');
    await userEvent.type(canvas.getByLabelText(/Confirm the new password/), 'Better@2028');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
    await expect(await canvas.findByText('The passwords must match.')).toBeVisible();
    await expect(args.onPassword).not.toHaveBeenCalled();
  },
};

export const CompletesTheRegistration: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Congregation'), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Grace Community Church' }));
    await expect(args.onComplete).toHaveBeenCalledWith({ idCongregacao: '1', observacoes: '' }, expect.anything());
  },
};
