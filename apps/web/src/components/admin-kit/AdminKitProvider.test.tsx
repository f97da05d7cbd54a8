import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import './testUtils';
import { AdminKitProvider } from './AdminKitProvider';

const prefersReducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

/** Prints the motion token antd's components read for their drawer, modal and fade motion. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminKitProvider', () => {
  it("keeps antd's motion for a viewer who has not asked for less", () => {
    prefersReducedMotion(false);
    render(
      <AdminKitProvider>
        <MotionProbe />
      </AdminKitProvider>,
    );
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
  });

  it("turns antd's motion off with prefers-reduced-motion", () => {
    prefersReducedMotion(true);
    render(
      <AdminKitProvider>
        <MotionProbe />
      </AdminKitProvider>,
    );
    expect(screen.getByLabelText('motion')).toHaveTextContent('false');
  });
});
