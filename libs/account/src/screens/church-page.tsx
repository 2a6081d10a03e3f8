import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Cliente, getOrganizationClientsQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { formatKilometres } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { churchSiteUrl } from '@church/tenant';
import { Alert, Button, PageHeader, Spinner, useCurrentPosition } from '@church/ui';
import { useChangeChurch } from '../api/change-church';
import { ConfirmAction } from './confirm-action';
import styles from './screens.module.css';

/** /user/church: move the membership to another church of the organization, nearest first, after confirming. */
export function ChurchPage() {
  const { t, i18n } = useLingui();
  const church = useChurch();
  const { clients, appDomain } = useDataAccess();
  const position = useCurrentPosition();
  const churches = useQuery(getOrganizationClientsQueryOptions(clients.api, church.slugOrganizacao, position.coordinates));
  const change = useChangeChurch();
  const [chosen, setChosen] = useState<Cliente | null>(null);
  const [moved, setMoved] = useState<Cliente | null>(null);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Change church`} · ${churchName}` });

  if (moved) {
    const name = moved.nome;
    return (
      <>
        <PageHeader title={t`Change church`} />
        <Alert type="success">{t`Your membership moved to ${name}.`}</Alert>
        <p>
          <a href={churchSiteUrl(moved.codigo, appDomain, window.location)}>{t`Go to the site of ${name}`}</a>
        </p>
      </>
    );
  }

  const others = (churches.data ?? []).filter((other) => other.codigo !== church.codigo);
  return (
    <>
      <PageHeader title={t`Change church`} subtitle={t`You are a member of ${churchName}.`} />
      {position.status !== 'located' ? (
        <p>
          <Button variant="secondary" onClick={position.locate} disabled={position.status === 'locating'}>
            {t`Show the nearest first`}
          </Button>
        </p>
      ) : null}
      {churches.isPending ? <Spinner label={t`Loading churches`} /> : null}
      {churches.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {change.isError ? <Alert type="error">{t`Could not change your church. Please try again.`}</Alert> : null}
      <ul className={styles.cards}>
        {others.map((other) => {
          const name = other.nome;
          const distance = other.distancia != null ? formatKilometres(other.distancia, i18n.locale) : null;
          return (
            <li key={other.id} className={styles.card}>
              <div>
                <p>
                  <strong>{name}</strong>
                </p>
                <p className={styles.muted}>
                  {[other.cidade, other.estado, other.pais].filter(Boolean).join(', ')}
                  {distance ? ` · ${t`${distance} away`}` : ''}
                </p>
              </div>
              {chosen?.id === other.id ? (
                <ConfirmAction
                  question={t`Move your membership to ${name}?`}
                  confirmLabel={t`Move`}
                  busy={change.isPending}
                  onCancel={() => setChosen(null)}
                  onConfirm={() => change.mutate(other.idIgreja, { onSuccess: () => setMoved(other) })}
                />
              ) : (
                <Button variant="secondary" onClick={() => setChosen(other)} aria-label={t`Choose ${name}`}>
                  {t`Choose`}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
