import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@church/ui';
import styles from './app-download.module.css';

export interface InstallPromptProps {
  churchName: string;
  /** `install`: the browser's install dialog is a button away; `ios-steps`: Safari's Share → "Add to Home Screen". */
  kind: 'install' | 'ios-steps';
  /** Opens the browser's install dialog (`install` only). */
  onInstall?: () => void;
  /** The visitor does not want it: the offer goes, and does not come back on this device. */
  onDismiss: () => void;
}

/** iOS's Share symbol (a box with an arrow out of it), as Safari's toolbar shows it. */
function ShareIcon() {
  return (
    <svg className={styles.shareIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3v12M7.5 7.5 12 3l4.5 4.5M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2" />
    </svg>
  );
}

/** The offer to install the church's web app: the browser's install button, or the steps on an iPhone or iPad. */
export function InstallPrompt({ churchName, kind, onInstall, onDismiss }: InstallPromptProps) {
  const { t } = useLingui();
  return (
    <section className={styles.panel} aria-labelledby="app-download-home">
      <h2 id="app-download-home">{t`Install our app`}</h2>
      {kind === 'install' ? (
        <p>{t`Install ${churchName} on this device: it opens from your home screen like any app, straight to the church.`}</p>
      ) : (
        <>
          <p>{t`Add ${churchName} to your home screen: it opens like any app, straight to the church.`}</p>
          <ol className={styles.steps}>
            <li>
              <Trans>
                Tap the Share button <ShareIcon /> in Safari&apos;s toolbar.
              </Trans>
            </li>
            <li>{t`Scroll down and choose “Add to Home Screen”.`}</li>
            <li>{t`Tap “Add”.`}</li>
          </ol>
        </>
      )}
      <div className={styles.actions}>
        {kind === 'install' ? <Button onClick={onInstall}>{t`Install the app`}</Button> : null}
        <Button variant="secondary" onClick={onDismiss}>
          {t`No thanks`}
        </Button>
      </div>
    </section>
  );
}
