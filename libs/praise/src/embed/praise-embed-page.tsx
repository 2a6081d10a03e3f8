import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert } from '@church/ui';
import { SongScreen } from '../song/song-screen';
import styles from './praise-embed-page.module.css';

const HEX_COLOUR = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** `embedColor` as a CSS colour, when it is a hex colour (with or without its #); anything else is ignored. */
export function embedColourOf(value: string | null): string | null {
  const match = value ? HEX_COLOUR.exec(value.trim()) : null;
  return match ? `#${match[1]}` : null;
}

/** §2 "/embed/praise": a song for another page's frame (queries praiseId, embedColor), in the EMBED layout. */
export function PraiseEmbedPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [params] = useSearchParams();
  const raw = params.get('praiseId');
  const id = raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  const colour = embedColourOf(params.get('embedColor'));
  const churchName = church.nome;
  usePageMeta({ title: `${t`Song`} · ${churchName}` });
  const themed = colour ? ({ '--church-primary': colour, '--church-link': colour } as CSSProperties) : undefined;
  return (
    <main className={styles.page} style={themed}>
      {id === null ? <Alert type="error">{t`The music info could not be fetched.`}</Alert> : <SongScreen id={id} />}
    </main>
  );
}
