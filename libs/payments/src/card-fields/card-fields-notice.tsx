import styles from './provider-card-fields.module.css';

/** The id of the provider fields' error, for the fields' `aria-describedby`. */
export const CARD_FIELDS_ERROR_ID = 'card-element-error';

/**
 * Under a provider's card fields: what is wrong with the card, announced, and where the card details go
 * (straight to the provider, never to this site).
 */
export function CardFieldsNotice({ error, hint }: { error: string | undefined; hint: string }) {
  return (
    <>
      {error ? (
        <p id={CARD_FIELDS_ERROR_ID} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.hint}>{hint}</p>
    </>
  );
}
