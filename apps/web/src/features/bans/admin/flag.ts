/** A country code as its flag emoji (regional indicator letters); '' for anything else. */
export const flagOf = (code: string): string =>
  /^[A-Z]{2}$/.test(code)
    ? String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65))
    : '';
