import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, buttonClassName, PageHeader, Spinner } from '@church/ui';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { useGroup } from '../api/get-group';
import { isNotFound } from '@church/data-access';
import { ApproximateAreaNote } from '../list/approximate-area-note';
import { addressLine, areaLine, formatTimeRange, mapsSearchUrl, weekdayName } from '../model/meeting-times';
import { groupsPaths, studyHref } from '../paths';
import { GroupNotFound } from './group-not-found';
import { JoinRequest } from './join-request';
import styles from './group.module.css';

/**
 * §2 "/groups/{celulaId}": leader, responsible, where and when, theme, studies, and the join request.
 * Where the church keeps the address from this reader, the neighbourhood and city, said to be
 * approximate, and who gets the address.
 */
export function GroupPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const id = parseId(useParams().celulaId);
  const group = useGroup(id ?? 0, id !== null);
  const data = group.data;
  const when = data ? `${weekdayName(data.diaSemana, i18n.locale)}, ${formatTimeRange(data.horaInicio, data.horaFim, i18n.locale)}` : '';
  const where = data ? [data.bairro, data.cidade].filter(Boolean).join(', ') : '';
  usePageMeta({
    title: data ? `${data.nome} · ${church.nome}` : `${t`Small groups`} · ${church.nome}`,
    description: data ? [`${when} · ${where}.`, data.descricao].filter(Boolean).join(' ') : undefined,
  });

  if (id === null) return <GroupNotFound />;
  if (group.isPending) return <Spinner label={t`Loading the group`} />;
  if (group.isError) return isNotFound(group.error) ? <GroupNotFound /> : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  const celula = group.data;
  const address = addressLine(celula);

  return (
    <article className={styles.article}>
      <PageHeader title={celula.nome} subtitle={celula.tipo?.nome} />
      {celula.descricao ? <p className={styles.lead}>{celula.descricao}</p> : null}
      <dl className={styles.facts}>
        {celula.lider ? (
          <>
            <dt>{t`Leader`}</dt>
            <dd>{celula.lider.nome}</dd>
          </>
        ) : null}
        {celula.responsavel ? (
          <>
            <dt>{t`Responsible`}</dt>
            <dd>{celula.responsavel.nome}</dd>
          </>
        ) : null}
        <dt>{t`Meets`}</dt>
        <dd>{when}</dd>
        {celula.areaAproximada ? (
          <>
            <dt>{t`Area`}</dt>
            <dd>
              {areaLine(celula)}
              <br />
              <ApproximateAreaNote area={celula.areaAproximada} className={styles.muted} />
            </dd>
          </>
        ) : (
          <>
            <dt>{t`Address`}</dt>
            <dd>
              <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                {address}{' '}
                <span className={styles.visuallyHidden}>{t`(opens a map in a new tab)`}</span>
              </a>
            </dd>
          </>
        )}
        {celula.tema ? (
          <>
            <dt>{t`Theme`}</dt>
            <dd>{celula.tema}</dd>
          </>
        ) : null}
      </dl>
      {celula.estudos.length ? (
        <section className={styles.section} aria-labelledby="group-studies">
          <h2 id="group-studies">{t`Studies`}</h2>
          <ul className={styles.studies}>
            {celula.estudos.map((study) => (
              <li key={study.id}>
                <Link to={studyHref(study.id)}>{study.titulo}</Link>{' '}
                <span className={styles.muted}>
                  {study.passagemBiblica} · <time dateTime={study.dataEstudo}>{formatDate(study.dataEstudo, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {celula.participacao?.acessoReunioes ? (
        <p>
          <Link className={buttonClassName('secondary')} to={groupsPaths.meetings.href(celula.id)}>
            {t`Meeting records`}
          </Link>
        </p>
      ) : null}
      <JoinRequest group={celula} />
      <p>
        <Link to={groupsPaths.list.href()}>{t`Back to groups`}</Link>
      </p>
    </article>
  );
}
