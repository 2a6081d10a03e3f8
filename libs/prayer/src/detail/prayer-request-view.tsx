import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { OracaoDetalhe } from '@church/contracts-prayer';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { useRequestLogin } from '@church/state';
import { Alert, Button, buttonClassName, PageHeader, RequestLoginModal, ResponsiveImage } from '@church/ui';
import contentStyles from '@church/content/content.module.css';
import { DateTime } from 'luxon';
import { usePrayForRequest } from '../api/pray-for-request';
import { PrayerCounts } from '../components/prayer-counts';
import styles from '../components/prayer.module.css';
import { prayerPaths } from '../paths';
import { PrayerMessages } from './prayer-messages';

export interface PrayerRequestViewProps {
  oracao: OracaoDetalhe;
  /** A member (or staff) is signed in: they may pray and leave messages. */
  signedIn: boolean;
  backTo: string;
  backLabel: string;
}

/** A prayer request: who asked and why, the message and picture, "I prayed" with the count, its messages, and the author's way to delete it. */
export function PrayerRequestView({ oracao, signedIn, backTo, backLabel }: PrayerRequestViewProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const pray = usePrayForRequest(oracao.id);
  // A visitor who said "I prayed" and signed in from the modal comes back here and the prayer is counted.
  const login = useRequestLogin({
    action: 'pray',
    onResume: () => {
      if (!oracao.flagOrou) pray.mutate();
    },
  });
  const wishes =
    oracao.flagReceberLigacao && oracao.flagReceberVisita
      ? t`Would like a call and a visit from the church.`
      : oracao.flagReceberLigacao
        ? t`Would like a call from the church.`
        : oracao.flagReceberVisita
          ? t`Would like a visit from the church.`
          : null;
  return (
    <article className={styles.request}>
      <PageHeader title={oracao.nome} subtitle={oracao.motivo?.nome} />
      <p className={contentStyles.meta}>
        <time dateTime={oracao.dataCadastro}>{formatDate(oracao.dataCadastro, i18n.locale, DateTime.DATE_FULL, timeZone)}</time>
      </p>
      {oracao.flagPublicarMural ? null : <Alert type="info">{t`This request is not on the wall: only its author and the church staff can see it.`}</Alert>}
      {oracao.imagem ? <ResponsiveImage image={oracao.imagem} alt="" priority /> : null}
      <p className={styles.message}>{oracao.mensagem}</p>
      {wishes ? <p>{wishes}</p> : null}
      <div aria-live="polite">
        <PrayerCounts prayed={oracao.qtdeOracoes} messages={oracao.qtdeMensagens} />
      </div>
      <div className={styles.actions}>
        {!signedIn ? (
          <Button aria-haspopup="dialog" onClick={() => login.ask()}>
            {t`I prayed`}
          </Button>
        ) : oracao.flagOrou ? (
          <Button disabled>{t`You prayed for this`}</Button>
        ) : (
          <Button onClick={() => pray.mutate()} disabled={pray.isPending}>
            {t`I prayed`}
          </Button>
        )}
        {oracao.flagAutor ? (
          <Link className={buttonClassName('secondary')} to={prayerPaths.delete.href(oracao.id)}>
            {t`Delete this request`}
          </Link>
        ) : null}
      </div>
      <RequestLoginModal {...login.modal} title={t`Sign in to pray`}>
        <p>{t`Sign in or create your account to say you prayed for this request. You will come back here and your prayer will be counted.`}</p>
      </RequestLoginModal>
      {pray.isError ? <Alert type="error">{t`Your prayer could not be recorded. Please try again.`}</Alert> : null}
      <PrayerMessages idOracao={oracao.id} mensagens={oracao.mensagens} signedIn={signedIn} />
      <Link className={contentStyles.back} to={backTo}>
        {backLabel}
      </Link>
    </article>
  );
}
