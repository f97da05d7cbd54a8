import type { Access } from '@scena/shared/http/endpoint';

/** The callers the permission matrix plays. `owner` is the user the resource belongs to. */
export type Caller = 'guest' | 'viewer' | 'owner' | 'admin';

const GUARD_ANSWERS = [401, 403];

/**
 * What a declaration promises, checked against the statuses one route really answered: a list of
 * broken promises (empty when the route keeps its declaration). A public route may still answer a
 * guest 401 for its own reasons (wrong password at sign-in), so only its lack of 5xx is checked.
 */
export const accessViolations = (access: Access, statuses: Partial<Record<Caller, number>>): string[] => {
  const problems: string[] = [];
  const expectStatus = (caller: Caller, status: number) => {
    if (statuses[caller] !== status)
      problems.push(`${caller} got ${statuses[caller]}, the declaration (${access.kind}) says ${status}`);
  };
  const expectAllowed = (caller: Caller) => {
    const status = statuses[caller];
    if (status === undefined || GUARD_ANSWERS.includes(status))
      problems.push(`${caller} got ${status}, the declaration (${access.kind}) allows them`);
  };
  for (const [caller, status] of Object.entries(statuses))
    if (status !== undefined && status >= 500) problems.push(`${caller} got ${status}`);
  switch (access.kind) {
    case 'public':
      break;
    case 'user':
      expectStatus('guest', 401);
      expectAllowed('viewer');
      expectAllowed('admin');
      break;
    case 'owner':
      expectStatus('guest', 401);
      expectStatus('viewer', access.lookup && access.hidden ? 404 : 403);
      expectAllowed('owner');
      expectAllowed('admin');
      break;
    case 'admin':
      expectStatus('guest', 401);
      expectStatus('viewer', 403);
      expectAllowed('admin');
      break;
  }
  return problems;
};
