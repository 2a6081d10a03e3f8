import { linksInText } from './links-in-text';

/** A message's text as React text, its http(s) addresses as links that open apart and pass the page nothing. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linksInText(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
