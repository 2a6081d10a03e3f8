import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TransmissaoAtual } from '@church/contracts-live';
import { useChurch } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useCurrentBroadcast } from '../api/get-current-broadcast';
import { BroadcastPlayer } from './broadcast-player';
import styles from './live.module.css';
import { LivePanels } from './panels/live-panels';

/** The picture of a link to the page: the YouTube video's own, else the church's. */
const previewImageOf = (broadcast: TransmissaoAtual | undefined) =>
  broadcast?.stream.tipo === 'youtube' && broadcast.stream.videoId ? `https://i.ytimg.com/vi/${encodeURIComponent(broadcast.stream.videoId)}/hqdefault.jpg` : undefined;

/**
 * §2 "/live": the service on now or the last broadcast (§4 "Live tag"), and beside it (below it on a
 * phone) tabs of the upcoming broadcasts and of the panels the church's modules add.
 */
export function LivePage() {
  const { t } = useLingui();
  const church = useChurch();
  const current = useCurrentBroadcast();
  const broadcast = current.data?.transmissao;
  const churchName = church.nome;
  const about = t`Watch the services of ${churchName} online.`;
  usePageMeta({
    title: broadcast ? `${broadcast.titulo} · ${t`Live`} · ${churchName}` : `${t`Live`} · ${churchName}`,
    description: broadcast?.descricao ?? about,
    image: previewImageOf(broadcast),
  });

  let stage: ReactNode;
  if (current.isPending) stage = <Spinner label={t`Loading the broadcast`} />;
  else if (current.isError) stage = <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  else if (!broadcast) {
    stage = (
      <EmptyState title={t`This church has no live broadcast`}>
        <p>{t`When a service is broadcast, it will be here. See the upcoming broadcasts.`}</p>
      </EmptyState>
    );
  } else stage = <OnStage broadcast={broadcast} />;

  return (
    <>
      <PageHeader title={t`Live`} />
      <div className={styles.layout}>
        <section className={styles.stage} aria-label={t`Broadcast`}>
          {stage}
        </section>
        <div className={styles.side}>
          <LivePanels broadcast={broadcast} broadcastPending={current.isPending} />
        </div>
      </div>
    </>
  );
}

function OnStage({ broadcast }: { broadcast: TransmissaoAtual }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const live = broadcast.etiqueta === 'ao_vivo';
  const passage = broadcast.passagem?.texto;
  const when = formatDate(broadcast.dataInicio, i18n.locale, dateFormats.DATETIME_MED_WITH_WEEKDAY, timeZone);
  return (
    <>
      <BroadcastPlayer key={broadcast.id} broadcast={broadcast} />
      <div className={styles.heading}>
        <span className={live ? `${styles.tag} ${styles.tagLive}` : styles.tag}>{live ? t`Live` : t`Last broadcast`}</span>
        <h2 className={styles.title}>{broadcast.titulo}</h2>
      </div>
      <p className={styles.meta}>
        <time dateTime={broadcast.dataInicio}>{live ? t`On since ${when}` : t`Broadcast on ${when}`}</time>
      </p>
      {passage ? <p className={styles.passage}>{t`Passage: ${passage}`}</p> : null}
      {broadcast.descricao ? <p className={styles.description}>{broadcast.descricao}</p> : null}
    </>
  );
}
