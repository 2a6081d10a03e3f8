import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import styles from './rich-text.module.css';

export interface RichTextProps {
  /** HTML written by church staff; sanitised before it reaches the page. */
  html: string;
  className?: string;
}

/** Staff-written rich text: rendered as HTML after sanitising, so a stored script never runs. */
export function RichText({ html, className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={[styles.rich, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: safe }} />;
}
