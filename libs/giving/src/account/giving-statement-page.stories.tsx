import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChurchStoryParameters } from '@church/testing/mock-api';
import { givingStatement, givingStatementPdf, storyGift, storyStatement } from '../mocks/giving-api';
import { givingPaths } from '../paths';
import { GivingStatementPage } from './giving-statement-page';

const meta = {
  title: 'Giving/GivingStatementPage',
  component: GivingStatementPage,
  parameters: {
    route: '/user/giving/statement/2026',
    routePath: givingPaths.statement.path,
    session: 'member',
    msw: { handlers: { statement: givingStatement(), pdf: givingStatementPdf() } },
  } satisfies ChurchStoryParameters,
} satisfies Meta<typeof GivingStatementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who issues it (the church's legal name and tax id) and the donor, the year's totals by giving option and each donation, ready to print or download. */
export const Statement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Giving statement 2026' })).toBeVisible();
    await expect(canvas.getByText('Grace Community Church of Boston, Inc.')).toBeVisible();
    await expect(canvas.getByText('EIN 04-3187652')).toBeVisible();
    await expect(canvas.getByText('Ana Souza')).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Total given in 2026 $175.00' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    // No fees were covered: no column for them.
    await expect(canvas.queryByRole('columnheader', { name: 'Fees you covered' })).toBeNull();
  },
};

/** Fees the donor covered are listed by donation and in all, apart from the total given. */
export const FeesCovered: Story = {
  parameters: {
    msw: {
      handlers: {
        statement: givingStatement(
          storyStatement({
            total: 15000,
            taxasCobertas: 457,
            porMotivo: [{ motivo: 'Tithe', total: 15000 }],
            doacoes: [storyGift({ valor: 10000, total: 10457, taxaCoberta: 457 }), storyGift({ id: 82, dataCadastro: '2026-10-23T15:00:00.000Z' })],
          }),
        ),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: 'Total given in 2026 $150.00' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Fees you covered in 2026, apart from the donations $4.57' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Fees you covered' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /D4N8Q2W7XK3M9P5T \$100\.00 \$4\.57$/ })).toBeVisible();
  },
};

/** What the browser was handed to save: the file and the name it is saved under. */
const saved: { name: string; type: string }[] = [];
const downloads = { count: 0 };

/** Download PDF asks the server for the statement's PDF once and hands it to the browser under the server's file name. */
export const Download: Story = {
  parameters: { msw: { handlers: { pdf: givingStatementPdf('pdf', downloads) } } } satisfies ChurchStoryParameters,
  beforeEach: () => {
    // jsdom has no object URLs and does not download: the file handed over is recorded instead.
    const { createObjectURL, revokeObjectURL } = URL;
    const click = HTMLAnchorElement.prototype.click;
    let file: Blob | undefined;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      file = object as Blob;
      return 'blob:statement';
    };
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: file?.type ?? '' });
    };
    return () => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      HTMLAnchorElement.prototype.click = click;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.at(-1)).toEqual({ name: 'giving-statement-2026.pdf', type: 'application/pdf' }), { timeout: 5000 });
    await expect(downloads.count).toBe(1);
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  },
};

/** A PDF the server could not make says so, and the statement stays there to print. */
export const DownloadFails: Story = {
  parameters: { msw: { handlers: { pdf: givingStatementPdf('failing') } } } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The PDF could not be prepared. Please try again.');
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

/** Issue 24, part 5: a donation refunded in part counts net of the refund, which is stated beneath it and in all. */
export const PartlyRefunded: Story = {
  parameters: {
    msw: {
      handlers: {
        statement: givingStatement(
          storyStatement({
            total: 12500,
            totalEstornado: 2500,
            porMotivo: [{ motivo: 'Tithe', total: 12500 }],
            doacoes: [storyGift({ valor: 10000, total: 10000, valorEstornado: 2500 }), storyGift({ id: 82, dataCadastro: '2026-10-23T15:00:00.000Z' })],
          }),
        ),
      },
    },
  } satisfies ChurchStoryParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: 'Total given in 2026 $125.00' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /D4N8Q2W7XK3M9P5T \$75\.00\$25\.00 refunded$/ })).toBeVisible();
    await expect(canvas.getByText('Donations refunded in part count net of the refund: $25.00 went back to you.')).toBeVisible();
  },
};

