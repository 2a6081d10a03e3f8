import { useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@church/ui';

interface RetryProblemProps {
  /** What went wrong, in the reader's language. */
  message: string;
  onRetry: () => void;
  className?: string;
}

/** Something the chat could not do, and a button to try it again. */
export function RetryProblem({ message, onRetry, className }: RetryProblemProps) {
  const { t } = useLingui();
  return (
    <div className={className}>
      <Alert type="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}
