import { useLingui } from '@lingui/react/macro';
import { loadModuleCatalog } from '@church/i18n';
import { Button, Dialog } from '@church/ui';
import { churchHomeCatalog } from '../catalog';
import { ChurchChooser } from './church-chooser';

export interface ChurchSwitcherProps {
  onClose: () => void;
}

/**
 * §2 "church-selection modal": the header's way to another church of the organization, without
 * leaving the page first. Closing it (Escape, outside, "Close") leaves the visitor where they were.
 */
export function ChurchSwitcher({ onClose }: ChurchSwitcherProps) {
  const { t } = useLingui();
  return (
    <Dialog open title={t`Our churches`} description={<p>{t`Choose a church to visit its site.`}</p>} onClose={onClose} size="large">
      <ChurchChooser />
      <p>
        <Button variant="secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      </p>
    </Dialog>
  );
}

/** The switcher with its messages, for the shell to load when the visitor asks for it. */
export async function loadChurchSwitcher() {
  await loadModuleCatalog(churchHomeCatalog);
  return ChurchSwitcher;
}
