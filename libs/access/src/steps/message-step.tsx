import type { ReactNode } from 'react';
import { StepLayout } from './step-layout';

/** A step that only tells: an e-mail was sent, an account is active. */
export function MessageStep({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <StepLayout title={title}>
      <div role="status">{children}</div>
      {actions}
    </StepLayout>
  );
}
