import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@church/ui';

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(() => setCopied(true));
        }}
      >
        {label}
      </Button>
      <span role="status">{copied ? t`Copied` : ''}</span>
    </>
  );
}
