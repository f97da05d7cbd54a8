import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A table that may scroll sideways (on a phone) must be reachable by keyboard even when none of
 * its cells holds a link (axe scrollable-region-focusable): its scroll box becomes a named,
 * focusable region. antd renders that box itself, so it is found after each render.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
  });
  return <div ref={ref}>{children}</div>;
}
