import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { groupsPaths } from '../paths';
import { GroupRequestSuccessPage } from './request-success-page';

const meta = {
  title: 'Groups/GroupRequestSuccessPage',
  component: GroupRequestSuccessPage,
  parameters: { route: '/groups/request/success?celula=1', routePath: groupsPaths.requestSuccess.path } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GroupRequestSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent("Your request to join was sent to the group's leader, who will get in touch with you soon.");
    await expect(canvas.getByRole('link', { name: 'Back to the group' })).toHaveAttribute('href', '/groups/1');
    await expect(canvas.getByRole('link', { name: 'See other groups' })).toHaveAttribute('href', '/groups');
  },
};

export const WithoutGroup: Story = {
  parameters: { route: '/groups/request/success' } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Back to the group' })).toBeNull();
  },
};
