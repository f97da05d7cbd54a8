import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title';

describe('document title', () => {
  it('names the page, then the site', () => {
    expect(documentTitle('Jak kupić bilet')).toBe('Jak kupić bilet | Scena');
  });

  it('is just the site name for the home and untitled pages, never doubled', () => {
    expect(documentTitle('Scena')).toBe('Scena');
    expect(documentTitle(undefined)).toBe('Scena');
    expect(documentTitle('  ')).toBe('Scena');
    expect(documentTitle('Regulamin | Scena')).toBe('Regulamin | Scena');
  });
});
