import { ChurchSelection } from '../church-selection/church-selection';
import { ChurchFooter } from './church-footer';
import type { FooterProps } from './footer';

/** What every page adds once painted, in one chunk: the footer and the header's church selection. */
export function AfterFirstPaint({ church }: Pick<FooterProps, 'church'>) {
  return (
    <>
      <ChurchFooter church={church} />
      <ChurchSelection />
    </>
  );
}
