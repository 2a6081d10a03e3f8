import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { EventoResumo } from '@church/contracts-events';
import { formatCurrency, useChurchTimeZone } from '@church/i18n';
import { MediaArtwork, ResponsiveImage } from '@church/ui';
import { eventsPaths } from '../paths';
import { eventWhen } from './event-when';
import styles from './events.module.css';

/** An event in a list: picture, name, when, where, and its price. */
export function EventCard({ event, headingLevel = 2 }: { event: EventoResumo; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lowest = event.valorMinimo === undefined ? null : formatCurrency(event.valorMinimo / 100, event.moeda, i18n.locale);
  const price = event.flagGratuito ? t`Free` : lowest ? t`From ${lowest}` : null;
  return (
    <article className={styles.card}>
      {event.imagem ? <ResponsiveImage image={event.imagem} alt="" /> : <MediaArtwork Icon={CalendarDays} seed={event.id} />}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to={eventsPaths.detail.href(event.id)}>{event.nome}</Link>
        </Heading>
        <p>
          <time dateTime={event.dataInicio}>{eventWhen(event.dataInicio, event.dataFim, i18n.locale, timeZone)}</time>
        </p>
        <p>{event.flagOnline ? t`Online` : (event.local ?? '')}</p>
        {price ? <p className={styles.price}>{price}</p> : null}
      </div>
    </article>
  );
}
