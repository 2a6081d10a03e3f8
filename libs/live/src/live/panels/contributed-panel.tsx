import { useLingui } from '@lingui/react/macro';
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { LivePanel, LivePanelProps } from '@church/routing';
import { Alert, Button, Spinner } from '@church/ui';

/** A panel that throws while it renders shows the error; the page and the other panels stay. */
class PanelBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type PanelCode = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Panel: ComponentType<LivePanelProps> };

/** A module's panel, its code and catalog loaded when it is first shown; "Try again" loads it afresh. */
export function ContributedPanel({ panel, props }: { panel: LivePanel; props: LivePanelProps }) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState<PanelCode>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    panel.load().then(
      (Panel) => {
        if (current) setCode({ status: 'ready', Panel });
      },
      () => {
        if (current) setCode({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [panel, attempt]);

  const failed = (
    <Alert
      type="error"
      helper={
        <Button
          variant="secondary"
          onClick={() => {
            setCode({ status: 'loading' });
            setAttempt(attempt + 1);
          }}
        >
          {t`Try again`}
        </Button>
      }
    >
      {t`This panel could not be loaded.`}
    </Alert>
  );
  if (code.status === 'loading') return <Spinner label={t`Loading`} />;
  if (code.status === 'failed') return failed;
  const { Panel } = code;
  return (
    <PanelBoundary key={attempt} fallback={failed}>
      <Panel {...props} />
    </PanelBoundary>
  );
}
