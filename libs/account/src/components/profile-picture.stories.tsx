import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfilePicture } from './profile-picture';

const meta = {
  title: 'Account/ProfilePicture',
  component: ProfilePicture,
  args: { name: 'Ana Souza', busy: false, onUpload: fn(), onRemove: fn() },
} satisfies Meta<typeof ProfilePicture>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AS')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Choose a profile picture'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

export const WithPicture: Story = {
  args: { image: { url: '/demo/banners/grace-1.svg', largura: 96, altura: 96 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Ana Souza' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const UploadRefused: Story = {
  args: { error: 'Choose a JPEG, PNG or WebP picture.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP picture.');
  },
};
