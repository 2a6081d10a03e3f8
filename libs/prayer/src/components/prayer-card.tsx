import { useLingui } from '@lingui/react/macro';
import { HandHeart } from 'lucide-react';
import { Link } from 'react-router';
import type { Oracao } from '@church/contracts-prayer';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { MediaArtwork, ResponsiveImage } from '@church/ui';
import contentStyles from '@church/content/content.module.css';
import { PrayerCounts } from './prayer-counts';
import styles from './prayer.module.css';

export interface PrayerCardProps {
  oracao: Oracao;
  /** Where the card's title leads. */
  to: string;
  /** The heading level of the card's title in its page. */
  level?: 2 | 3;
  /** Whether it says if the request is on the wall (the member's own list). */
  showVisibility?: boolean;
}

/** A request in a list: who asked, the motive and date, the message (cut), the picture (or artwork) and the counts. */
export function PrayerCard({ oracao, to, level = 2, showVisibility = false }: PrayerCardProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const Heading = level === 2 ? 'h2' : 'h3';
  const date = formatDate(oracao.dataCadastro, i18n.locale, dateFormats.DATE_MED, timeZone);
  return (
    <li className={contentStyles.card}>
      {/* A request without a picture gets artwork in its place: the wall's cards keep one height. */}
      {oracao.imagem ? <ResponsiveImage image={oracao.imagem} alt="" /> : <MediaArtwork Icon={HandHeart} seed={oracao.id} />}
      <div className={contentStyles.cardBody}>
        <Heading className={contentStyles.cardTitle}>
          <Link to={to}>{oracao.motivo ? `${oracao.nome} · ${oracao.motivo.nome}` : oracao.nome}</Link>
        </Heading>
        <p className={contentStyles.meta}>
          <time dateTime={oracao.dataCadastro}>{date}</time>
        </p>
        {showVisibility ? <span className={styles.badge}>{oracao.flagPublicarMural ? t`On the wall` : t`Private`}</span> : null}
        <p className={`${styles.message} ${styles.clamped}`}>{oracao.mensagem}</p>
        <PrayerCounts prayed={oracao.qtdeOracoes} messages={oracao.qtdeMensagens} />
      </div>
    </li>
  );
}
