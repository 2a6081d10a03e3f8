import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** §3's marital statuses, by the stable codes the reference call returns. */
const labels: Record<string, () => string> = {
  SOLTEIRO: () => i18n._(msg`Single`),
  CASADO: () => i18n._(msg`Married`),
  CASADO_CIVIL: () => i18n._(msg`Civil marriage`),
  CASADO_CIVIL_RELIGIOSO: () => i18n._(msg`Civil and religious marriage`),
  DIVORCIADO: () => i18n._(msg`Divorced`),
  MORANDO_JUNTOS: () => i18n._(msg`Living together`),
  UNIAO_ESTAVEL: () => i18n._(msg`Stable union`),
  VIUVO: () => i18n._(msg`Widowed`),
};

/** The translated name of a marital status; the server's name when the code is unknown. */
export function maritalStatusLabel(codigo: string, fallback: string): string {
  return labels[codigo]?.() ?? fallback;
}

/** A country's name in the reader's language, from its ISO code. */
export function countryLabel(sigla: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(sigla) ?? fallback;
  } catch {
    return fallback;
  }
}
