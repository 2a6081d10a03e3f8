import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClassName, EmptyState } from '@church/ui';
import { groupsPaths } from '../paths';

/** §8 "Not found: group", with a way back to the groups. */
export function GroupNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState title={t`Group not found`}>
      <p>{t`The group you are looking for does not exist or no longer meets.`}</p>
      <Link className={buttonClassName('secondary')} to={groupsPaths.list.href()}>
        {t`Back to groups`}
      </Link>
    </EmptyState>
  );
}
