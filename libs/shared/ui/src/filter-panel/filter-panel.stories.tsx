import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FilterPanel } from './filter-panel';

const meta = {
  title: 'UI/FilterPanel',
  component: FilterPanel,
  args: {
    label: 'Filters',
    activeCount: 0,
    activeCountLabel: '0 filters set',
    doneLabel: 'Show 5 groups',
    children: (
      <label>
        Day{' '}
        <select defaultValue="">
          <option value="">Any day</option>
          <option value="1">Monday</option>
        </select>
      </label>
    ),
  },
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Folded (as on a phone), the filters open from their button and fold away again with the list's count. */
export const Folded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvasElement.querySelector('details');
    await expect(details).not.toHaveAttribute('open');
    await userEvent.click(canvas.getByText('Filters'));
    await expect(details).toHaveAttribute('open');
    await expect(canvas.getByLabelText('Day')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show 5 groups' }));
    await expect(details).not.toHaveAttribute('open');
    await expect(canvasElement.querySelector('summary')).toHaveFocus();
  },
};

/** Filters set: their number is on the button, and said in words to a screen reader. */
export const WithFiltersSet: Story = {
  args: { activeCount: 2, activeCountLabel: '2 filters set' },
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector('summary');
    await expect(summary).toHaveTextContent('Filters2 (2 filters set)');
    await expect(within(canvasElement).getByText('2')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Nothing set: the button shows no number. */
export const NoneSet: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('summary')).toHaveTextContent(/^Filters$/);
  },
};
