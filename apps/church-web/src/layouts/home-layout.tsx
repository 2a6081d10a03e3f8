import { Outlet } from 'react-router';
import { ChurchChrome } from './church-chrome';

/** HOME: full-width sections (banners run edge to edge); each section keeps its own width. */
export function HomeLayout() {
  return (
    <ChurchChrome contained={false}>
      <Outlet />
    </ChurchChrome>
  );
}
