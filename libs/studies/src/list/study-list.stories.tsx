import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StudyList } from './study-list';

const meta = {
  title: 'Studies/StudyList',
  component: StudyList,
  args: {
    studies: [
      { id: 11, titulo: 'The vine and the branches', passagemBiblica: 'John 15:1-17', resumo: 'Abiding in Christ.', dataEstudo: '2026-11-04' },
      { id: 10, titulo: 'The good shepherd', passagemBiblica: 'John 10:1-18', resumo: 'Jesus knows his sheep.', dataEstudo: '2026-10-28' },
    ],
  },
} satisfies Meta<typeof StudyList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'The vine and the branches' })).toHaveAttribute('href', '/studies/11');
    await expect(canvas.getByText('Nov 4, 2026')).toHaveAttribute('datetime', '2026-11-04');
    await expect(canvas.getByText(/John 15:1-17/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { studies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No studies yet' })).toBeVisible();
  },
};
