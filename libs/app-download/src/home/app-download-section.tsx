import { useEffect, useState } from 'react';
import { useChurch } from '@church/data-access';
import { type BrowserInstallState, decideAppOffer } from './app-offer';
import { InstallPrompt } from './install-prompt';
import { StoreLinksPanel } from './store-links';
import { readBrowserInstallState, rememberDismissal } from '../install/browser-install-state';
import { listenForInstallEvent, onInstallEventChange, promptInstall } from '../install/install-event';

/**
 * The church home's app download (§2 "/"): the church's own app in the stores when it has one (rendered
 * on the server too); otherwise, once the page is the browser's, the installable web app: the browser's
 * install dialog where it gave its install event, the Share steps on an iPhone or iPad, until the visitor
 * dismisses it or installs it. Nothing else, and nothing on the server, so hydration never differs.
 */
export function AppDownloadSection() {
  const church = useChurch();
  const [browser, setBrowser] = useState<BrowserInstallState | null>(null);
  const offer = decideAppOffer(church, browser);
  const hasStoreLinks = offer.kind === 'store-links';

  useEffect(() => {
    if (hasStoreLinks) return undefined;
    listenForInstallEvent(window);
    const read = () => setBrowser(readBrowserInstallState(window, church.codigo));
    read();
    return onInstallEventChange(read);
  }, [church.codigo, hasStoreLinks]);

  if (offer.kind === 'store-links') return <StoreLinksPanel churchName={church.nome} links={offer.links} />;
  if (offer.kind === 'none') return null;
  const dismiss = () => {
    rememberDismissal(window, church.codigo);
    setBrowser((state) => state && { ...state, dismissed: true });
  };
  const install = () => {
    // The event goes once used: whatever the visitor chooses, the button goes with it.
    promptInstall().catch(() => undefined);
  };
  return <InstallPrompt churchName={church.nome} kind={offer.kind} onInstall={install} onDismiss={dismiss} />;
}
