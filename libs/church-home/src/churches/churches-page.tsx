import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getOrganizationClientsQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { churchSiteUrl } from '@church/tenant';
import { Alert, Button, PageHeader, Spinner, useCurrentPosition } from '@church/ui';
import { ChurchList } from './church-list';


/** §2 "/churchs": the organization's churches, nearest first once the browser shares its location. */
export function ChurchesPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { clients, appDomain, origin } = useDataAccess();
  const position = useCurrentPosition();
  const churches = useQuery(getOrganizationClientsQueryOptions(clients.api, church.slugOrganizacao, position.coordinates));
  usePageMeta({ title: `${t`Our churches`} · ${church.nome}` });

  return (
    <>
      <PageHeader title={t`Our churches`} subtitle={t`Choose a church to visit its site.`} />
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
      {churches.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
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
