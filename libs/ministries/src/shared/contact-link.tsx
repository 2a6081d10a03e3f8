/** A contact as a link when it is an e-mail address or a phone number, else as text. */
export function ContactLink({ contact }: { contact: string }) {
  if (/^[^@\s]+@[^@\s]+$/.test(contact)) return <a href={`mailto:${contact}`}>{contact}</a>;
  if (/^\+?[\d\s().-]{7,}$/.test(contact)) return <a href={`tel:${contact.replace(/[^+\d]/g, '')}`}>{contact}</a>;
  return contact;
}
