import { useIsStaff } from '@church/data-access';
import { Footer, type FooterProps } from './footer';

/** The footer with the staff link decided by the signed-in member's roles. */
export function ChurchFooter({ church }: Pick<FooterProps, 'church'>) {
  return <Footer church={church} isStaff={useIsStaff()} />;
}
