const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Bold serif glyphs are about 0.62 em wide, sans about 0.55 em: lines keep within 88% of the width. */
const TITLE_EM = 0.62;
const TEXT_EM = 0.55;
export const POSTER_TEXT_WIDTH = 0.88;

/**
 * The font sizes of a poster's two lines: each line whole and within the width (the first slide's
 * text was cut at 60 characters, issue 19), the subtitle at most half the title's size.
 */
export const posterLayout = (width: number, height: number, title: string, subtitle: string) => {
  const fit = (text: string, em: number) => (width * POSTER_TEXT_WIDTH) / (Math.max(text.length, 1) * em);
  const titleSize = Math.floor(Math.min(height / 7, fit(title, TITLE_EM)));
  const subtitleSize = Math.floor(Math.min(titleSize / 2.2, fit(subtitle, TEXT_EM)));
  return {
    titleSize,
    subtitleSize,
    titleWidth: title.length * TITLE_EM * titleSize,
    subtitleWidth: subtitle.length * TEXT_EM * subtitleSize,
  };
};

/** A poster's SVG: a two-colour gradient with the title and the subtitle, both whole. */
export const posterSvg = (
  width: number,
  height: number,
  title: string,
  subtitle: string,
  [from, to]: [string, string],
): string => {
  const { titleSize, subtitleSize } = posterLayout(width, height, title, subtitle);
  const subtitleY = 62 + Math.round((titleSize / height) * 100) + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="6%" y="62%" font-family="DejaVu Serif, serif" font-size="${titleSize}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
    <text x="6%" y="${subtitleY}%" font-family="DejaVu Sans, sans-serif" font-size="${subtitleSize}" fill="#f5f5f5">${escapeXml(subtitle)}</text>
  </svg>`;
};

/** A home slide's picture: its title and its whole text. */
export const slidePosterSvg = (slide: { title: string; text: string; color: [string, string] }) =>
  posterSvg(1920, 640, slide.title, slide.text, slide.color);
