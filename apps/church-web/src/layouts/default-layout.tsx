import { Outlet } from 'react-router';
import { ChurchChrome } from './church-chrome';

/** DEFAULT: the church's header and footer around a centred content column. */
export function DefaultLayout() {
  return (
    <ChurchChrome contained>
      <Outlet />
    </ChurchChrome>
  );
}
