import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, EmptyState, FilterPanel, ListSkeleton, PageHeader, Spinner, useCurrentPosition } from '@church/ui';
import { useGroups } from '../api/get-groups';
import { byDistance, positionOf } from '../model/distance';
import { countFilters, filterChoices, filterGroups, filtersFromSearch, type GroupFilters, searchWithFilters } from '../model/group-filters';
import { groupsPaths } from '../paths';
import { GroupFiltersForm } from './group-filters-form';
import { GroupsList } from './groups-list';
import styles from './groups.module.css';

/** The map and Google's loader: a chunk of their own, fetched only when the map is shown. */
const GroupsMap = lazy(async () => ({ default: (await import('./groups-map')).GroupsMap }));

type View = 'list' | 'map';

/**
 * §2 "/groups": the church's groups as a list and, when the church has a Maps key, on a map; filtered by
 * day, neighbourhood or city and kind (kept in the address), nearest first once the browser shares
 * its location. Groups without coordinates are listed too.
 */
export function GroupsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const groups = useGroups();
  const [params, setParams] = useSearchParams();
  const position = useCurrentPosition();
  const filters = filtersFromSearch(params);
  const filtersSet = countFilters(filters);
  const mapKey = groups.data?.configuracao.chaveGoogleMaps ?? null;
  const view: View = mapKey && params.get('view') === 'map' ? 'map' : 'list';
  const churchName = church.nome;
  usePageMeta({ title: `${t`Small groups`} · ${churchName}`, description: t`Find a small group of ${churchName} near you: where and when each one meets.` });

  const all = groups.data?.celulas;
  const choices = useMemo(() => filterChoices(all ?? []), [all]);
  const { day, place, kind } = filters;
  const shown = useMemo(() => byDistance(filterGroups(all ?? [], { day, place, kind }), position.coordinates), [all, day, place, kind, position.coordinates]);
  const count = shown.length;
  const setFilters = (next: GroupFilters) => setParams((current) => searchWithFilters(current, next), { preventScrollReset: true });
  const setView = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'map') updated.set('view', 'map');
        else updated.delete('view');
        return updated;
      },
      { preventScrollReset: true },
    );
  const offMap = shown.filter(({ group }) => positionOf(group) === null);

  return (
    <>
      <PageHeader title={t`Small groups`} subtitle={t`Find a group near you and ask to join.`} />
      {groups.isPending ? <ListSkeleton label={t`Loading groups`} /> : null}
      {groups.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {all?.length === 0 ? <EmptyState title={t`No groups yet`}>{t`This church has no small groups listed yet.`}</EmptyState> : null}
      {all && all.length > 0 ? (
        <>
          <FilterPanel
            label={t`Filters`}
            activeCount={filtersSet}
            activeCountLabel={filtersSet === 1 ? t`1 filter set` : t`${filtersSet} filters set`}
            doneLabel={count === 1 ? t`Show 1 group` : t`Show ${count} groups`}
          >
            <GroupFiltersForm filters={filters} choices={choices} onChange={setFilters} />
          </FilterPanel>
          <div className={styles.toolbar}>
            {position.status === 'located' ? (
              <p className={styles.status}>{t`Nearest first.`}</p>
            ) : (
              <Button variant="secondary" onClick={position.locate} disabled={position.status === 'locating'}>
                {position.status === 'locating' ? t`Finding your location…` : t({ context: 'small groups', message: 'Show the nearest first' })}
              </Button>
            )}
            {mapKey ? (
              <div className={styles.views} role="group" aria-label={t`Show the groups`}>
                <Button variant={view === 'list' ? 'primary' : 'secondary'} aria-pressed={view === 'list'} onClick={() => setView('list')}>
                  {t`List`}
                </Button>
                <Button variant={view === 'map' ? 'primary' : 'secondary'} aria-pressed={view === 'map'} onClick={() => setView('map')}>
                  {t`Map`}
                </Button>
              </div>
            ) : null}
          </div>
          {position.status === 'denied' || position.status === 'unavailable' ? (
            <Alert type="info">{t`We could not get your location, so the groups are listed by meeting day.`}</Alert>
          ) : null}
          <p className={styles.status} role="status">
            {count === 1 ? t`1 group` : t`${count} groups`}
          </p>
          {shown.length === 0 ? (
            <EmptyState title={t`No group matches these filters`}>
              <Link to={groupsPaths.list.href()}>{t`See every group`}</Link>
            </EmptyState>
          ) : view === 'map' && mapKey ? (
            <>
              <Suspense fallback={<Spinner label={t`Loading the map`} />}>
                <GroupsMap apiKey={mapKey} groups={shown.map(({ group }) => group)} />
              </Suspense>
              {offMap.length ? (
                <section className={styles.offMap} aria-labelledby="groups-off-map">
                  <h2 id="groups-off-map">{t`Not on the map`}</h2>
                  <GroupsList groups={offMap} />
                </section>
              ) : null}
            </>
          ) : (
            <GroupsList groups={shown} />
          )}
        </>
      ) : null}
    </>
  );
}
