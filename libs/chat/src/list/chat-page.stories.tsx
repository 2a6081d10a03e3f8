import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { chatList, chatListFailing, chatListLoading } from '../mocks/chat-api';
import { chatPaths } from '../paths';
import { ChatPage } from './chat-page';

const meta = {
  title: 'Chat/ChatPage',
  component: ChatPage,
  parameters: {
    route: '/chat',
    routePath: chatPaths.list.path,
    msw: { handlers: { list: chatList() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof ChatPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Second item' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { list: chatListLoading() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { list: chatList([]) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: { list: chatListFailing() } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('An error occurred while fetching the data. Please try again.');
  },
};
