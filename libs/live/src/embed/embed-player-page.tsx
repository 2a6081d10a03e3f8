import { useLingui } from '@lingui/react/macro';
import { useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { TransmissaoAtual, TransmissaoComSituacao } from '@church/contracts-live';
import { useChurch } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, EmptyState, Spinner } from '@church/ui';
import { VideoFrame } from '@church/ui/embed';
import { isBroadcastNotFound, useBroadcast } from '../api/get-broadcast';
import { useCurrentBroadcast } from '../api/get-current-broadcast';
import { BroadcastPlayer } from '../live/broadcast-player';
import liveStyles from '../live/live.module.css';
import styles from './embed-player.module.css';
import { type PlayerRefusal, type PlayerSource, type PlayerStream, readEmbedPlayerQuery, streamOfSnippet } from './player-source';

/**
 * §2 "Embed layout": /embed/player for another site's frame, in the EMBED layout (the church's theme,
 * no header or footer). Without a query, the broadcast on now or the last one, tagged so; `service`
 * names one of the church's broadcasts; `url` (https only), `code` (a YouTube id) and `html` (a
 * provider's embed snippet, never inserted) play what the embedding site gives. The first of service,
 * url, code and html is played.
 */
export function EmbedPlayerPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [search] = useSearchParams();
  const source = readEmbedPlayerQuery(search);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Broadcast`} · ${churchName}` });
  return (
    <div className={styles.embed}>
      <h1 className="visually-hidden">{t`Broadcast`}</h1>
      <SourcePlayer source={source} />
    </div>
  );
}

function SourcePlayer({ source }: { source: PlayerSource }) {
  switch (source.kind) {
    case 'current':
      return <CurrentBroadcast />;
    case 'service':
      return <ServiceBroadcast key={source.id} id={source.id} />;
    case 'stream':
      return <AddressPlayer key={source.stream.url} stream={source.stream} />;
    case 'snippet':
      return <SnippetPlayer html={source.html} />;
    case 'refused':
      return <Refusal reason={source.reason} />;
  }
}

/** The broadcast on now, or the last one (the same call as /live), tagged so. */
function CurrentBroadcast() {
  const { t } = useLingui();
  const current = useCurrentBroadcast();
  const broadcast = current.data?.transmissao;
  if (current.data) {
    if (!broadcast) {
      return (
        <EmptyState title={t`This church has no live broadcast`}>
          <p>{t`When a service is broadcast, it will be here.`}</p>
        </EmptyState>
      );
    }
    return <Broadcast broadcast={broadcast} standing={broadcast.etiqueta === 'ao_vivo' ? 'ao_vivo' : 'ultima_transmissao'} />;
  }
  if (current.isError) return <LoadError retry={() => void current.refetch()} retrying={current.isFetching} />;
  return <Spinner label={t`Loading the broadcast`} />;
}

/** One of the church's broadcasts (`service`); another church's or an unknown one is not found. */
function ServiceBroadcast({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useBroadcast(id);
  if (query.data) return <Broadcast broadcast={query.data.transmissao} standing={query.data.transmissao.situacao} />;
  if (query.isError) {
    return isBroadcastNotFound(query.error) ? <Refusal reason="unknown-service" /> : <LoadError retry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <Spinner label={t`Loading the broadcast`} />;
}

type Standing = TransmissaoAtual['etiqueta'] | TransmissaoComSituacao['situacao'];

/** A broadcast of the church: its player, then its tag, title and time. */
function Broadcast({ broadcast, standing }: { broadcast: TransmissaoAtual | TransmissaoComSituacao; standing: Standing }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const live = standing === 'ao_vivo';
  const when = formatDate(broadcast.dataInicio, i18n.locale, dateFormats.DATETIME_MED_WITH_WEEKDAY, timeZone);
  const tag = { ao_vivo: t`Live`, ultima_transmissao: t`Last broadcast`, encerrada: t`Past broadcast`, agendada: t`Upcoming` }[standing];
  const time = live ? t`On since ${when}` : standing === 'agendada' ? t`Starts on ${when}` : t`Broadcast on ${when}`;
  return (
    <>
      <BroadcastPlayer key={broadcast.id} broadcast={broadcast} />
      <div className={liveStyles.heading}>
        <span className={live ? `${liveStyles.tag} ${liveStyles.tagLive}` : liveStyles.tag}>{tag}</span>
        <h2 className={liveStyles.title}>{broadcast.titulo}</h2>
      </div>
      <p className={liveStyles.meta}>
        <time dateTime={broadcast.dataInicio}>{time}</time>
      </p>
    </>
  );
}

/** What the embedding site's address (`url`, `code`) names, named by the church. */
function AddressPlayer({ stream }: { stream: PlayerStream }) {
  const { t } = useLingui();
  const church = useChurch();
  const churchName = church.nome;
  return <BroadcastPlayer broadcast={{ titulo: t`Broadcast of ${churchName}`, stream }} />;
}

const noSubscription = () => () => undefined;

/**
 * A provider's snippet (`html`), read in the browser only (the server has no DOMParser; the first
 * paint, on the server and in hydration, is the loading state).
 */
function SnippetPlayer({ html }: { html: string }) {
  const { t } = useLingui();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const verdict = useMemo(() => (inBrowser ? streamOfSnippet(html) : null), [inBrowser, html]);
  if (!verdict) return <Spinner label={t`Loading the broadcast`} />;
  return verdict.kind === 'stream' ? <AddressPlayer key={verdict.stream.url} stream={verdict.stream} /> : <Refusal reason={verdict.reason} />;
}

/** Why nothing plays, in the player's place; what was refused is never shown. */
function Refusal({ reason }: { reason: PlayerRefusal }) {
  const { t } = useLingui();
  const message = {
    'unknown-service': t`This broadcast could not be found.`,
    'not-https': t`This address cannot be played here: only secure addresses (https://) are accepted.`,
    'not-a-video-code': t`This is not the code of a YouTube video.`,
    unplayable: t`The broadcast could not be played here.`,
  }[reason];
  return (
    <VideoFrame>
      <div className={liveStyles.playerMessage} role="alert">
        <p>{message}</p>
      </div>
    </VideoFrame>
  );
}

/** §8's data-load message, and Try again. */
function LoadError({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <div className={styles.notice}>
      <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
      <p>
        <Button variant="secondary" onClick={retry} disabled={retrying}>
          {t`Try again`}
        </Button>
      </p>
    </div>
  );
}
