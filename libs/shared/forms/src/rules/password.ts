/** §5: the special characters a password must include at least one of. */
export const PASSWORD_SPECIALS = '@$!%*?&#/.';
export const PASSWORD_MIN_LENGTH = 8;

/** §5: at least 8 characters, an upper-case letter, a lower-case letter, a number and a special character. */
export function meetsPasswordPolicy(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    [...PASSWORD_SPECIALS].some((special) => value.includes(special))
  );
}
