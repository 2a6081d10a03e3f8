import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, PageHeader, Spinner } from '@church/ui';
import { useCardVerification } from '../api/member-card-api';
import { parseCardCode } from '../paths';
import styles from './screens.module.css';

/**
 * /member-card/verify?code=…, what a card's QR code opens: whether the card is valid now at this church
 * (an active member: their name, photo and congregation) or not, asked of the server each time.
 */
export function VerifyCardPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [search] = useSearchParams();
  const code = parseCardCode(search.get('code') ?? undefined);
  const check = useCardVerification(code);
  usePageMeta({ title: `${t`Member card check`} · ${church.nome}` });
  const invalid = code === null || check.data?.valida === false;
  const holder = check.data?.valida ? check.data : null;
  const fullName = holder?.nome ?? '';
  const congregation = holder?.congregacao ?? '';
  const churchName = church.nome;

  return (
    <div className={styles.verify}>
      <PageHeader title={t`Member card check`} subtitle={church.nome} />
      {code !== null && check.isPending ? <Spinner label={t`Checking the card…`} /> : null}
      {check.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {holder ? (
        <section className={`${styles.verdict} ${styles.valid}`} aria-labelledby="member-card-verdict">
          <span className={styles.mark} aria-hidden="true">
            ✓
          </span>
          <h2 id="member-card-verdict">{t`Valid member card`}</h2>
          {holder.imagem ? <img className={styles.holderPhoto} src={holder.imagem.url} alt={fullName} /> : null}
          <p className={styles.fullName}>{holder.nome}</p>
          {congregation ? <p>{t`Congregation: ${congregation}`}</p> : null}
          <p>{t`An active member of ${churchName} now.`}</p>
        </section>
      ) : null}
      {invalid ? (
        <section className={styles.verdict} aria-labelledby="member-card-verdict">
          <span className={styles.mark} aria-hidden="true">
            ✕
          </span>
          <h2 id="member-card-verdict">{t`This card is not valid`}</h2>
          <p>{t`Its code was replaced by a newer one or altered, or its holder is no longer an active member of this church.`}</p>
        </section>
      ) : null}
    </div>
  );
}
