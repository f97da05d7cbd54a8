import { describe, expect, it } from 'vitest';
import { sanitizeAdminHtml } from './sanitize-html';

const iframeHosts = ['player.vimeo.com', 'www.youtube-nocookie.com'];
const clean = (html: string) => sanitizeAdminHtml(html, { iframeHosts });

/** A classic XSS corpus: every entry tries to run code or load something it should not. */
const corpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<iframe src="http://player.vimeo.com/video/1"></iframe>',
  '<iframe src="//player.vimeo.com/video/1"></iframe>',
  '<iframe src="https://player.vimeo.com.evil.example/video/1"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="behavior: url(x.htc)">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<body onload=alert(1)>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name=x><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<a href="https://ok.example" onfocus=alert(1) autofocus>x</a>',
  '<p title="&quot;><script>alert(1)</script>">x</p>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><img src=x onerror=alert(1)></template>',
  '<a href="https://ok.example" id="defaultView" name="config">x</a>',
];

const ALLOWED_TAGS = new Set(
  'p br hr div span blockquote pre code h1 h2 h3 h4 h5 h6 strong b em i u s small sub sup mark abbr cite q time ul ol li dl dt dd table caption thead tbody tfoot tr th td colgroup col figure figcaption section article header footer address a img iframe'.split(
    ' ',
  ),
);

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Checks the output structurally: tags, attributes and URL schemes are all on the allowlist. */
const assertSafe = (output: string) => {
  const tags = [...output.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)];
  for (const [, name, rest] of tags) {
    expect(ALLOWED_TAGS.has(name!.toLowerCase()), `tag ${name} in ${output}`).toBe(true);
    for (const [, attr, value] of rest!.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(attr!.toLowerCase().startsWith('on'), `handler ${attr} in ${output}`).toBe(false);
      expect(['id', 'name', 'srcdoc'].includes(attr!), `attribute ${attr} in ${output}`).toBe(false);
      const url = decode(value ?? '')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0020]/g, '')
        .toLowerCase();
      if (attr === 'href' || attr === 'src') {
        expect(url.startsWith('//'), `protocol-relative ${url}`).toBe(false);
        expect(/^(javascript|vbscript|data):/.test(url), `scheme in ${output}`).toBe(false);
      }
      if (attr === 'style')
        expect(url, `style in ${output}`).toMatch(/^(text-align:(left|right|center|justify);?)*$/);
      if (name === 'iframe' && attr === 'src')
        expect(iframeHosts).toContain(new URL(decode(value!)).hostname);
    }
  }
  expect(output).not.toMatch(/<script/i);
  expect(output).not.toMatch(/javascript:/i);
};

describe('sanitizeAdminHtml', () => {
  it.each(corpus)('neutralises %s', (input) => {
    const output = clean(input);
    assertSafe(output);
    // Idempotent: cleaning clean HTML changes nothing, so a re-saved page stays the same.
    expect(clean(output)).toBe(output);
  });

  it('keeps ordinary page markup', () => {
    const page =
      '<h2>Regulamin</h2><p style="text-align:center" class="ql-align-center">Tekst <strong>ważny</strong> i <em>mniej</em>.</p>' +
      '<ul><li>jeden</li><li>dwa</li></ul><p><a href="/n/kontakt">Kontakt</a> · <a href="mailto:bilety@teatr.pl">e-mail</a> · ' +
      '<a href="https://teatr.example/" target="_blank">teatr</a></p><table><tbody><tr><th scope="row">Cena</th><td>30 zł</td></tr></tbody></table>' +
      '<img src="/uploads/plan.png" alt="Plan sali">';
    const output = clean(page);
    expect(output).toContain('<h2>Regulamin</h2>');
    expect(output).toContain('<p style="text-align:center" class="ql-align-center">');
    expect(output).toContain('<a href="/n/kontakt">Kontakt</a>');
    expect(output).toContain('<a href="mailto:bilety@teatr.pl">');
    expect(output).toContain(
      '<a href="https://teatr.example/" target="_blank" rel="noopener noreferrer">teatr</a>',
    );
    expect(output).toContain('<th scope="row">Cena</th>');
    expect(output).toContain('<img src="/uploads/plan.png" alt="Plan sali" />');
  });

  it('keeps iframes from the configured hosts and drops all others', () => {
    const vimeo = clean(
      '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" allowfullscreen></iframe>',
    );
    expect(vimeo).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(vimeo).toContain('loading="lazy"');
    expect(clean('<p>a</p><iframe src="https://evil.example/x"></iframe>')).toBe('<p>a</p>');
    expect(clean('<iframe src="https://www.youtube.com/embed/x"></iframe>')).toBe('');
    // With no hosts configured no iframe survives at all.
    expect(
      sanitizeAdminHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>', { iframeHosts: [] }),
    ).toBe('');
  });

  it('drops script and style bodies instead of showing them as text', () => {
    expect(clean('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>a</p>');
    expect(clean('<svg><text>x</text></svg><p>b</p>')).toBe('<p>b</p>');
  });

  it('strips every disallowed style value but keeps alignment', () => {
    expect(clean('<p style="color:red;text-align:right;position:fixed">x</p>')).toBe(
      '<p style="text-align:right">x</p>',
    );
  });
});
