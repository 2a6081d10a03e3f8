import { useLingui } from '@lingui/react/macro';
import type { UsuarioCarteirinha } from '@church/contracts-member-card';
import { formatDate } from '@church/i18n';
import { QrCode } from './qr-code';
import styles from './member-card.module.css';

export interface MemberCardViewProps {
  card: UsuarioCarteirinha;
  churchName: string;
  /** The church's logo (its visual settings), when it has one. */
  logoUrl?: string | null;
  /** Where the QR code leads: the card's verify page on the church's site. */
  verifyUrl: string;
}

/** A calendar day (`2015-04-05`) in the reader's language: a day without a time, the same in every zone. */
const dayOf = (iso: string, locale: string) => formatDate(iso, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** §3 "Member card": the card at ID-card proportions (85.6 × 54 mm) with every field, the church's logo and the QR code. */
export function MemberCardView({ card, churchName, logoUrl, verifyUrl }: MemberCardViewProps) {
  const { t, i18n } = useLingui();
  const fullName = `${card.nome} ${card.sobrenome}`.trim();
  const sex = card.sexo === 'F' ? t`Female` : card.sexo === 'M' ? t`Male` : null;
  const fields: [label: string, value: string | null | undefined][] = [
    [t`Member number`, card.numeroMembro],
    [t`Congregation`, card.congregacao?.nome],
    [t`ID number (CPF)`, card.cpf ? card.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : null],
    [t`Phone`, card.telefone],
    [t`Birth date`, card.dataNascimento ? dayOf(card.dataNascimento, i18n.locale) : null],
    [t`Baptism date`, card.dataBatismo ? dayOf(card.dataBatismo, i18n.locale) : null],
    [t`Sex`, sex],
    [t`Marital status`, card.estadoCivil?.nome],
    [t`Activity or position`, card.cargo],
    [t`Responsible (pastor)`, card.responsavel],
    [t`Linked to`, card.vinculo],
  ];
  return (
    <article className={styles.card} aria-label={t`Member card of ${fullName}`}>
      <div className={styles.band}>
        {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" width={32} height={32} /> : null}
        <p className={styles.church}>{churchName}</p>
        <p className={styles.kind}>{t`Member card`}</p>
      </div>
      <div className={styles.body}>
        {card.imagem ? (
          <img className={styles.photo} src={card.imagem.url} alt={fullName} width={72} height={90} />
        ) : (
          <div className={styles.photo} role="img" aria-label={t`No photo`}>
            {fullName.slice(0, 1)}
          </div>
        )}
        <div className={styles.main}>
          <p className={styles.name}>{fullName}</p>
          <dl className={styles.fields}>
            {fields.map(([label, value]) => (
              <div key={label} className={styles.field}>
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
        <QrCode className={styles.qr} value={verifyUrl} label={t`QR code to check this card`} />
      </div>
    </article>
  );
}
