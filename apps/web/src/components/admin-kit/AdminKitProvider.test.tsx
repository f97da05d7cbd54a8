import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { mockPrefersReducedMotion } from '../../test/reduced-motion';
import './testUtils';
import { AdminKitProvider } from './AdminKitProvider';

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
    mockPrefersReducedMotion(false);
    render(
      <AdminKitProvider>
        <MotionProbe />
      </AdminKitProvider>,
    );
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
  });

  it("turns antd's motion off with prefers-reduced-motion", () => {
    mockPrefersReducedMotion(true);
    render(
      <AdminKitProvider>
        <MotionProbe />
      </AdminKitProvider>,
    );
    expect(screen.getByLabelText('motion')).toHaveTextContent('false');
  });
});
