import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getOrganizationClientsQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { churchSiteUrl } from '@church/tenant';
import { Alert, Button, Spinner, useCurrentPosition } from '@church/ui';
import { ChurchList } from './church-list';

/**
 * The organization's churches to choose from, by name, or nearest first once the browser shares its
 * location; each leads to its own site. The /churchs page and the header's church selection show it.
 */
export function ChurchChooser() {
  const { t } = useLingui();
  const church = useChurch();
  const { clients, appDomain, origin } = useDataAccess();
  const position = useCurrentPosition();
  const churches = useQuery(getOrganizationClientsQueryOptions(clients.api, church.slugOrganizacao, position.coordinates));

  return (
    <>
      <p>
        {position.status === 'located' ? (
          t`Nearest churches first.`
        ) : (
          <Button variant="secondary" onClick={position.locate} disabled={position.status === 'locating'}>
            {position.status === 'locating' ? t`Finding your location…` : t`Show the nearest first`}
          </Button>
        )}
      </p>
      {position.status === 'denied' || position.status === 'unavailable' ? (
        <Alert type="info">{t`We could not get your location, so the churches are listed by name.`}</Alert>
      ) : null}
      {churches.isPending ? <Spinner label={t`Loading churches`} /> : null}
      {churches.isError ? (
        <>
          <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
          <p>
            <Button variant="secondary" onClick={() => void churches.refetch()} disabled={churches.isFetching}>
              {t`Try again`}
            </Button>
          </p>
        </>
      ) : null}
      {churches.data ? (
        <ChurchList
          churches={churches.data}
          currentCode={church.codigo}
          siteOf={(other) => churchSiteUrl(other.codigo, appDomain, new URL(origin))}
        />
      ) : null}
    </>
  );
}
