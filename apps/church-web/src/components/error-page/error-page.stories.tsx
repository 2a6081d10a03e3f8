import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { title: 'Page not found', message: 'The page you are looking for does not exist.' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { action: <a href="/">Go to the home page</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // Shown without a layout (an inactive church, a failed bootstrap), the page is the main landmark itself.
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

/** A not-found page inside a layout (the site's or the embed's), whose main landmark holds it: not a second main. */
export const InLayout: Story = {
  args: { inLayout: true, action: <a href="/">Go to the home page</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.queryByRole('main')).toBeNull();
  },
};

export const WithoutMessage: Story = {
  args: { title: 'This church is not available', message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('paragraph')).toBeNull();
  },
};
