import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Beside the stream',
    tabs: [
      { id: 'chat', label: 'Chat', render: () => <label>Message <input /></label> },
      { id: 'notes', label: 'Notes', render: () => <p>Your notes</p> },
      { id: 'give', label: 'Give', render: () => <p>Give online</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardAndKeptPanels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = canvas.getByRole('tab', { name: 'Chat' });
    await expect(chat).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'half typed');
    chat.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('Your notes');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Give' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Chat' })).toHaveFocus();
    // The chat's panel was kept: the half-typed message is still there.
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('half typed');
    await expect(canvas.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};

/** A tab first in order that arrives after the visitor reached the tabs does not take the selection. */
function LateTab() {
  const [late, setLate] = useState(false);
  const tabs = [
    ...(late ? [{ id: 'prayer', label: 'Prayer', render: () => <p>Ask for prayer</p> }] : []),
    { id: 'chat', label: 'Chat', render: () => <p>The chat</p> },
  ];
  return (
    <>
      <button type="button" onClick={() => setLate(true)}>
        Add a tab
      </button>
      <Tabs tabs={tabs} label="Beside the stream" />
    </>
  );
}

export const LateTabKeepsTheChoice: Story = {
  render: () => <LateTab />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Chat' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a tab' }));
    await expect(canvas.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Prayer' })).toHaveAttribute('aria-selected', 'false');
  },
};
