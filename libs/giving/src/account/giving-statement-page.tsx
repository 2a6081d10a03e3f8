import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link, useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, EmptyState, Spinner } from '@church/ui';
import { useGivingStatement, useStatementPdf } from '../api/my-giving-api';
import { givingPaths } from '../paths';
import styles from './statement.module.css';

/** Hands a file the page received to the browser, which saves it (the download needs the member's token, so a plain link would not do). */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /user/giving/statement/{year}: the member's paid donations of a year at this church, net of refunds (what
 * was refunded of a gift stated beneath it), by giving option and by date, with who issues it (the church's legal name and tax id) and the donor; printed on A4
 * with the site's chrome left out, or downloaded as the server's PDF.
 */
export function GivingStatementPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const year = Number(useParams().year);
  const valid = Number.isInteger(year) && year >= 2000 && year <= 2100;
  const statement = useGivingStatement(valid ? year : 2000);
  const download = useStatementPdf(valid ? year : 2000);
  usePageMeta({ title: `${t`Giving statement ${year}`} · ${church.nome}` });
  if (!valid) return <EmptyState title={t`There is no statement for this year.`} />;
  if (statement.isPending) return <Spinner label={t`Loading the statement`} />;
  if (statement.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  const data = statement.data;
  const money = (cents: number) => formatCurrency(cents / 100, data.moeda, i18n.locale);
  const cpf = data.doador.cpf;
  const issued = formatDate(new Date().toISOString(), i18n.locale, DateTime.DATE_FULL, timeZone);
  // Fees a donor covered were paid to the church with the gifts, and are shown apart from them.
  const coveredFees = data.taxasCobertas > 0 ? money(data.taxasCobertas) : null;
  // Gifts refunded in part count net; what went back is said once, in all.
  const returned = data.totalEstornado > 0 ? money(data.totalEstornado) : null;
  const legal = data.igreja.razaoSocial;
  const taxId = data.igreja.documentoFiscal ? [data.igreja.tipoDocumentoFiscal, data.igreja.documentoFiscal].filter(Boolean).join(' ') : null;
  return (
    <article className={styles.statement}>
      <header>
        <h1>{t`Giving statement ${year}`}</h1>
        <p>{t`Issued on ${issued}`}</p>
      </header>
      <div className={styles.parties}>
        <div>
          <h2>{t`Church`}</h2>
          <p>{data.igreja.nome}</p>
          {legal ? <p>{legal}</p> : null}
          {taxId ? <p>{taxId}</p> : null}
          {data.igreja.endereco ? <p>{data.igreja.endereco}</p> : null}
        </div>
        <div>
          <h2>{t`Donor`}</h2>
          <p>{data.doador.nome}</p>
          {cpf ? <p>{t`CPF ${cpf}`}</p> : null}
        </div>
      </div>
      {data.doacoes.length === 0 ? (
        <p>{t`No donations were paid in ${year}.`}</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption>{t`By giving option`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Giving option`}</th>
                <th scope="col">{t`Total`}</th>
              </tr>
            </thead>
            <tbody>
              {data.porMotivo.map((line) => (
                <tr key={line.motivo}>
                  <td>{line.motivo}</td>
                  <td>{money(line.total)}</td>
                </tr>
              ))}
              <tr className={styles.total}>
                <td>{t`Total given in ${year}`}</td>
                <td>{money(data.total)}</td>
              </tr>
              {coveredFees ? (
                <tr>
                  <td>{t`Fees you covered in ${year}, apart from the donations`}</td>
                  <td>{coveredFees}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
          <table className={styles.table}>
            <caption>{t`Each donation`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Giving options`}</th>
                <th scope="col">{t`Payment code`}</th>
                <th scope="col">{t`Amount`}</th>
                {coveredFees ? <th scope="col">{t`Fees you covered`}</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.doacoes.map((gift) => {
                const refunded = gift.valorLiquido < gift.valor ? money(gift.valor - gift.valorLiquido) : null;
                return (
                  <tr key={gift.id}>
                    <td>{formatDate(gift.dataCadastro, i18n.locale, DateTime.DATE_SHORT, timeZone)}</td>
                    <td>{gift.motivos.map((reason) => reason.nome).join(', ')}</td>
                    <td>{gift.codigoPagamento}</td>
                    <td>
                      {money(gift.valorLiquido)}
                      {refunded ? <span className={styles.refund}>{t`${refunded} refunded`}</span> : null}
                    </td>
                    {coveredFees ? <td>{gift.taxaCoberta > 0 ? money(gift.taxaCoberta) : '—'}</td> : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
      <p>{t`Amounts are the donations themselves, without payment fees.`}</p>
      {returned ? <p>{t`Donations refunded in part count net of the refund: ${returned} went back to you.`}</p> : null}
      <div className={styles.noPrint}>
        <Button onClick={() => window.print()}>{t`Print`}</Button>
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate(undefined, { onSuccess: ({ pdf, name }) => saveFile(pdf, name) })}>
          {download.isPending ? t`Preparing the PDF…` : t`Download PDF`}
        </Button>
        <Link to={givingPaths.mine.href()}>{t`My giving`}</Link>
      </div>
      {download.isError ? (
        <p role="alert" className={styles.noPrint}>
          {t`The PDF could not be prepared. Please try again.`}
        </p>
      ) : null}
    </article>
  );
}
