import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallPrompt } from './install-prompt';

/** The offer to install the church's web app, as the home's app download shows it. */
const meta = {
  title: 'AppDownload/InstallPrompt',
  component: InstallPrompt,
  args: { churchName: 'Igreja Esperança', kind: 'install', onInstall: fn(), onDismiss: fn() },
} satisfies Meta<typeof InstallPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the browser can install it: its dialog is a button away. */
export const InstallButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Install the app' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'No thanks' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** On an iPhone or iPad: the steps through Safari's Share menu. */
export const IosSteps: Story = {
  args: { kind: 'ios-steps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Install our app' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Install the app' })).toBeNull();
  },
};
