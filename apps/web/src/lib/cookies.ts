/**
 * Tiny cookie helpers. Preferences that must survive a logout (language, cookie consent,
 * dismissed bars) live in cookies because logout clears all local storage (spec 1 §4).
 */
const DAY_SECONDS = 86_400;

export const readCookie = (name: string): string | undefined => {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
};

export const writeCookie = (name: string, value: string, days: number): void => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * DAY_SECONDS)}; Path=/; SameSite=Lax${secure}`;
};
