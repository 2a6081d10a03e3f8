import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Imagem } from '@church/data-access';
import { Alert, Button, buttonClassName } from '@church/ui';
import styles from '../screens/screens.module.css';

export interface ProfilePictureProps {
  name: string;
  image?: Imagem;
  busy: boolean;
  error?: string | null;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

/** The member's picture (or initials), with upload and removal. */
export function ProfilePicture({ name, image, busy, error, onUpload, onRemove }: ProfilePictureProps) {
  const { t } = useLingui();
  const inputId = useId();
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <div className={styles.profile}>
      {image ? (
        <img className={styles.avatar} src={image.url} width={96} height={96} alt={name} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
      )}
      <div>
        <h2>{name}</h2>
        <div className={styles.profileActions}>
          <input
            id={inputId}
            className={`visually-hidden ${styles.fileInput}`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t`Choose a profile picture`}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onUpload(file);
              event.target.value = '';
            }}
          />
          <label htmlFor={inputId} className={`${buttonClassName('secondary')} ${styles.fileLabel}`} aria-hidden="true">
            {image ? t`Change picture` : t`Add a picture`}
          </label>
          {image ? (
            <Button variant="secondary" disabled={busy} onClick={onRemove}>
              {t`Remove picture`}
            </Button>
          ) : null}
        </div>
        {error ? <Alert type="error">{error}</Alert> : null}
      </div>
    </div>
  );
}
