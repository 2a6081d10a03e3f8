import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NetworkFailurePage } from './network-failure-page';

/** The page a read left without data, standing in for the app's `#root`, which the error page makes inert. */
function PageBehind() {
  return (
    <div id="root">
      <h1>Events</h1>
      <button type="button">Filter</button>
    </div>
  );
}

const meta = {
  title: 'Shell/NetworkFailurePage',
  component: NetworkFailurePage,
  decorators: [
    (Story) => (
      <>
        <PageBehind />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof NetworkFailurePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A read got no answer at all (offline, DNS, a reset connection) and the page had nothing to show. */
export const OverAPageWithoutData: Story = {
  play: async ({ canvasElement }) => {
    // The error page is portalled to the body, over the page.
    const body = within(canvasElement.ownerDocument.body);
    const alert = body.getByRole('alert');
    await expect(alert).toHaveTextContent('An error occurred while fetching the data. Please try again.');
    await expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(alert).toHaveFocus();
    await expect(canvasElement.ownerDocument.getElementById('root')).toHaveAttribute('inert');
  },
};
