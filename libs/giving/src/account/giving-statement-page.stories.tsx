import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { givingStatement, storyStatement } from '../mocks/giving-api';
import { givingPaths } from '../paths';
import { GivingStatementPage } from './giving-statement-page';

const meta = {
  title: 'Giving/GivingStatementPage',
  component: GivingStatementPage,
  parameters: { route: '/user/giving/statement/2026', routePath: givingPaths.statement.path, session: 'member', msw: { handlers: { statement: givingStatement() } } } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GivingStatementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The year's totals by giving option and each donation, ready to print. */
export const Statement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Giving statement 2026' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Total given in 2026 $175.00' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

/** A year without donations says so. */
export const NothingThatYear: Story = {
  parameters: { msw: { handlers: { statement: givingStatement(storyStatement({ total: 0, porMotivo: [], doacoes: [] })) } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No donations were paid in 2026.')).toBeVisible();
  },
};
