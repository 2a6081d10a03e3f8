import { useLingui } from '@lingui/react/macro';
import type { LouvorArquivo } from '@church/contracts-praise';
import styles from './song-view.module.css';

/** The song's score files: images shown whole, PDFs as links that open them. */
export function SongFiles({ files }: { files: LouvorArquivo[] }) {
  const { t } = useLingui();
  return (
    <ul className={styles.files}>
      {files.map((file) => {
        const name = file.nome;
        return (
        <li key={file.url}>
          {file.tipo === 'imagem' ? (
            <figure className={styles.figure}>
              <img src={file.url} alt={file.nome} className={styles.score} />
              <figcaption>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  {t`Open ${name}`}
                </a>
              </figcaption>
            </figure>
          ) : (
            <a href={file.url} target="_blank" rel="noopener noreferrer">
              {t`Open ${name} (PDF)`}
            </a>
          )}
        </li>
        );
      })}
    </ul>
  );
}
