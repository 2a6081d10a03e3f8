import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TransmissaoAtual } from '@church/contracts-live';
import { useEnabledModuleCodes } from '@church/data-access';
import { type LivePanel, useLivePanels } from '@church/routing';
import { Spinner, type Tab, Tabs } from '@church/ui';
import { UpcomingBroadcasts } from '../upcoming-broadcasts';
import { ContributedPanel } from './contributed-panel';
import { livePanelPropsOf } from './live-panel-props';
import styles from './panel-tabs.module.css';

/** A row of tabs above one panel (panel-tabs.module.css). */
const TAB_CLASSES = { root: styles.tabs, list: styles.list, tab: styles.tab, panel: styles.panel };

/** Where the page's own panel sits among the modules' (see LivePanel.order). */
const UPCOMING_ORDER = 100;

export interface LivePanelsProps {
  /** The broadcast on the stage; undefined when there is none or it is still loading. */
  broadcast: TransmissaoAtual | undefined;
  /** The stage's broadcast is still loading: the modules' panels wait for it. */
  broadcastPending: boolean;
}

/**
 * Beside the stream (below it on a phone): the upcoming broadcasts and the panels the church's
 * enabled modules add (the chat, the Bible at the passage, the sermon note, giving), as tabs in order.
 * The modules' panels reach this page through the shell (`useLivePanels`), never by import.
 */
export function LivePanels({ broadcast, broadcastPending }: LivePanelsProps) {
  const { t, i18n } = useLingui();
  const contributed = useLivePanels(useEnabledModuleCodes());
  const props = useMemo(() => livePanelPropsOf(broadcast), [broadcast]);
  const upcoming: Tab = { id: 'upcoming', label: t`Upcoming`, render: () => <UpcomingBroadcasts /> };
  const tabs = [
    { order: UPCOMING_ORDER, tab: upcoming },
    ...(contributed ?? []).map((panel: LivePanel) => ({
      order: panel.order,
      tab: {
        id: panel.id,
        label: i18n._(panel.title),
        render: () => (broadcastPending ? <Spinner label={t`Loading the broadcast`} /> : <ContributedPanel panel={panel} props={props} />),
      },
    })),
  ]
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.tab);
  return <Tabs tabs={tabs} label={t`Beside the broadcast`} classNames={TAB_CLASSES} />;
}
