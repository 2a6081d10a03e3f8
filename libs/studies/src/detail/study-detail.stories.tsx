import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StudyDetail } from './study-detail';

const study = {
  id: 11,
  titulo: 'The vine and the branches',
  passagemBiblica: 'John 15:1-17',
  resumo: 'Abiding in Christ.',
  dataEstudo: '2026-11-04',
  conteudo: '<p>Abiding in Christ.</p><h3>Read</h3><p>Read <strong>John 15:1-17</strong> aloud.</p><script>window.__studyScriptRan = true</script>',
  perguntas: ['What does it look like to remain in Jesus?', 'Where do you see pruning in your life?'],
};

const meta = {
  title: 'Studies/StudyDetail',
  component: StudyDetail,
  args: { study },
} satisfies Meta<typeof StudyDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithQuestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The vine and the branches' })).toBeVisible();
    await expect(canvas.getByText('Passage: John 15:1-17')).toBeVisible();
    await expect(canvas.getByText('Study for November 4, 2026')).toBeVisible();
    const questions = within(canvas.getByRole('region', { name: 'Questions for the group' }));
    await expect(questions.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect((window as { __studyScriptRan?: boolean }).__studyScriptRan).toBeUndefined();
  },
};

export const WithoutQuestions: Story = {
  args: { study: { ...study, perguntas: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Questions for the group' })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Back to studies' })).toHaveAttribute('href', '/studies');
  },
};
