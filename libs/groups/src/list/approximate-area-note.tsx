import { useLingui } from '@lingui/react/macro';
import type { AreaAproximada } from '@church/contracts-groups';

export interface ApproximateAreaNoteProps {
  area: AreaAproximada;
  className?: string;
}

/** Says that a group's place is an approximate area, and who the church shares its exact address with. */
export function ApproximateAreaNote({ area, className }: ApproximateAreaNoteProps) {
  const { t } = useLingui();
  return (
    <span className={className}>
      {area.enderecoPara === 'participantes'
        ? t`Approximate area — the exact address is shared once your request is accepted.`
        : t`Approximate area — the exact address is shared with members.`}
    </span>
  );
}
