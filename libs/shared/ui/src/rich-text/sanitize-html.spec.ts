// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(2)">link</a>' +
      '<img src="/x.png" onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
      '<span style="position:fixed">styled</span></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(clean).toContain('Hello ');
    expect(clean).toContain('styled');
  });

  it('keeps formatting, and makes external links and images safe', () => {
    const clean = sanitizeHtml('<h2>Title</h2><p><strong>Bold</strong> <a href="https://bible.example/john/3">John 3</a></p><img src="/a.jpg" alt="A" width="10" height="5">');
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('loading="lazy"');
    expect(clean).toContain('width="10"');
  });
});
