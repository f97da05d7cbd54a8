import { describe, expect, it } from 'vitest';
import { sanitizeEmbed, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps text formatting and safe links, drops script, handlers and unsafe addresses', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">A <strong>b</strong> <a href="https://teatr.pl">c</a> <a href="javascript:alert(1)">d</a></p><script>x()</script><iframe src="https://evil"></iframe><img src="/uploads/a.jpg" alt="a"><img src="http://x/y.jpg" onerror="x()">',
    );
    expect(html).toBe(
      '<p>A <strong>b</strong> <a href="https://teatr.pl">c</a> <a>d</a></p><img src="/uploads/a.jpg" alt="a">',
    );
  });
});

describe('sanitizeEmbed', () => {
  it('keeps https frames with a name and nothing that runs', () => {
    const html = sanitizeEmbed(
      '<iframe src="https://chat.example/1" onload="x()"></iframe><iframe src="http://plain"></iframe><script>x()</script>',
      'Czat',
    );
    expect(html).toBe('<iframe src="https://chat.example/1" title="Czat"></iframe>');
  });
});
