import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import contentStyles from '@church/content/content.module.css';
import { buttonClassName } from '@church/ui';
import { usePrayerWall } from '../api/get-prayer-wall';
import { HOME_SECTION_SIZE } from '../api/prayer-keys';
import { PrayerCard } from '../components/prayer-card';
import { ShareRequestAction } from '../components/share-request-action';
import styles from '../components/prayer.module.css';
import { prayerPaths } from '../paths';

/** The church home's prayer wall (§2 "/"): its newest requests, the wall and the way to share one. Nothing while it loads or if it fails. */
export function PrayerWallSection() {
  const { t } = useLingui();
  const wall = usePrayerWall(1, HOME_SECTION_SIZE);
  if (!wall.data) return null;
  return (
    <section className={styles.section} aria-labelledby="prayer-wall-home">
      <h2 id="prayer-wall-home">{t`Prayer wall`}</h2>
      {wall.data.oracoes.length === 0 ? (
        <p>{t`No prayer requests on the wall yet.`}</p>
      ) : (
        <ul className={contentStyles.list}>
          {wall.data.oracoes.map((oracao) => (
            <PrayerCard key={oracao.id} oracao={oracao} to={prayerPaths.detail.href(oracao.id)} level={3} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Link className={buttonClassName()} to={prayerPaths.wall.href()}>
          {t`See the prayer wall`}
        </Link>
        <ShareRequestAction variant="secondary" />
      </div>
    </section>
  );
}
