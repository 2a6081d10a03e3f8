import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClassName, EmptyState } from '@church/ui';

export interface ContentNotFoundProps {
  /** Where "back" goes: the list the item would be in. */
  backTo: string;
  backLabel: string;
}

/** §8 "Not found: content", with a way back to the list. */
export function ContentNotFound({ backTo, backLabel }: ContentNotFoundProps) {
  const { t } = useLingui();
  return (
    <EmptyState title={t`Content not found`}>
      <p>{t`The content you are looking for does not exist or is no longer available.`}</p>
      <Link className={buttonClassName('secondary')} to={backTo}>
        {backLabel}
      </Link>
    </EmptyState>
  );
}
