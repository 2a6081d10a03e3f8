import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    page: 1,
    totalPages: 3,
    hrefFor: (page: number) => (page <= 1 ? '/news' : `/news?page=${page}`),
    onPageChange: fn(),
    labels: { previous: 'Previous', next: 'Next', status: 'Page 1 of 3', navigation: 'Pages' },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Next is a link to page 2; a plain click stays in the page and asks for page 2. Previous is muted and not a link. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(canvas.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    const next = canvas.getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/news?page=2');
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A click with ctrl (or meta, shift, the middle button) is the browser's: a new tab, no page change here. */
export const ModifiedClick: Story = {
  args: { page: 2, onPageChange: fn(), labels: { previous: 'Previous', next: 'Next', status: 'Page 2 of 3', navigation: 'Pages' } },
  play: async ({ canvasElement, args }) => {
    const user = userEvent.setup();
    const previous = within(canvasElement).getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('href', '/news');
    const followed: boolean[] = [];
    const record = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    canvasElement.ownerDocument.addEventListener('click', record);
    try {
      await user.keyboard('{Control>}');
      await user.click(previous);
      await user.keyboard('{/Control}');
    } finally {
      canvasElement.ownerDocument.removeEventListener('click', record);
    }
    await expect(followed).toEqual([true]);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 3, labels: { previous: 'Previous', next: 'Next', status: 'Page 3 of 3', navigation: 'Pages' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull();
    await expect(canvas.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/news?page=2');
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
