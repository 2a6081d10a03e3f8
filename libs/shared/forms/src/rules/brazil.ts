/** §5: a CEP is 8 digits once its hyphen is removed. */
export function cepDigits(value: string): string {
  return value.replace(/-/g, '').trim();
}

export function isValidCep(value: string): boolean {
  return /^\d{8}$/.test(cepDigits(value));
}

/** 00000-000 */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** §5 brPhone: +55, the area code, then a mobile number 9XXXX-YYYY (punctuation and spaces allowed). */
export function isBrazilianMobile(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  const national = digits.startsWith('55') && digits.length === 13 ? digits.slice(2) : digits;
  return /^[1-9]{2}9\d{8}$/.test(national);
}

/** +55 (11) 91234-5678 */
export function formatBrazilianMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = (digits.startsWith('55') ? digits.slice(2) : digits).slice(0, 11);
  if (!national) return '';
  const area = national.slice(0, 2);
  const first = national.slice(2, 7);
  const last = national.slice(7);
  return `+55 (${area}${area.length === 2 ? ')' : ''}${first ? ` ${first}` : ''}${last ? `-${last}` : ''}`;
}
