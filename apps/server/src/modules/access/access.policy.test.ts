import { describe, expect, it } from 'vitest';
import { Role } from '@scena/shared';
import {
  decideAccess,
  validityEnd,
  type AccessFacts,
  type AccessHolding,
  type AccessItem,
  type AccessViewer,
} from './access.policy';
import { ageInYears } from './age';
import { countryAllowed, effectiveRestriction } from './geo';

/** 2030-06-11 19:30 Warsaw (CEST): inside the event's window on its second day. */
const NOW = new Date('2030-06-11T17:30:00Z');
const viewer = (overrides: Partial<AccessViewer> = {}): AccessViewer => ({
  id: 7,
  role: Role.STANDARD,
  birthday: '1990-05-17',
  country_code: 'PL',
  ...overrides,
});
const event = (overrides: Partial<AccessItem> = {}): AccessItem => ({
  kind: 'event',
  id: 1,
  timing: {
    kind: 'event',
    date_from: '2030-06-10',
    date_to: '2030-06-12',
    time_from: '19:00',
    time_to: '21:00',
    full_day: false,
  },
  price_grosze: 2500,
  age_restriction: null,
  restricted_access: 'any',
  available_tickets: null,
  tickets_left: null,
  enable_tickets: true,
  validity_hours: null,
  ...overrides,
});
const video = (overrides: Partial<AccessItem> = {}): AccessItem => ({
  ...event(),
  kind: 'video',
  timing: { kind: 'video', available_from: null, end_date: null },
  ...overrides,
});
const grant = (overrides: Partial<AccessHolding> = {}): AccessHolding => ({
  id: 3,
  source: 'grant',
  first_played_at: null,
  expiration_date: null,
  ...overrides,
});
const facts = (overrides: Partial<AccessFacts> = {}): AccessFacts => ({
  at: NOW,
  clientCountry: 'PL',
  settings: { access_only_poland: false, access_only_europe: false, tickets_expiration_time: 0 },
  holdings: [],
  ...overrides,
});

const SOURCES = {
  admin: { who: viewer({ role: Role.ADMIN }), holdings: [] as AccessHolding[], item: {} },
  premium: { who: viewer({ role: Role.PREMIUM }), holdings: [], item: {} },
  free: { who: viewer(), holdings: [], item: { price_grosze: 0 } },
  grant: { who: viewer(), holdings: [grant()], item: {} },
} as const;

/** Each reason, as a change to the item, the viewer or the facts. */
const REASONS = {
  age_restriction: { item: { age_restriction: 18 }, who: { birthday: '2015-01-01' } },
  country_blocked: { item: { restricted_access: 'poland' as const }, facts: { clientCountry: 'DE' } },
  event_over: { at: new Date('2030-06-13T12:00:00Z') },
  not_started: { at: new Date('2030-06-10T12:00:00Z') },
  expired: {
    holdings: [
      grant({
        first_played_at: new Date('2030-06-10T17:00:00Z'),
        expiration_date: new Date('2030-06-10T20:00:00Z'),
      }),
    ],
  },
} as const;

describe('decideAccess: every source × every reason (decision table)', () => {
  const expected: Record<keyof typeof SOURCES, Record<keyof typeof REASONS, string | null>> = {
    // Administrators watch everything, whatever the clock, age or country.
    admin: {
      age_restriction: null,
      country_blocked: null,
      event_over: null,
      not_started: null,
      expired: null,
    },
    // Premium: no payment, watches before the start too, but not past the end, nor too young, nor abroad.
    premium: {
      age_restriction: 'age_restriction',
      country_blocked: 'country_blocked',
      event_over: 'event_over',
      not_started: null,
      expired: null,
    },
    free: {
      age_restriction: 'age_restriction',
      country_blocked: 'country_blocked',
      event_over: 'event_over',
      not_started: 'not_started',
      expired: null,
    },
    grant: {
      age_restriction: 'age_restriction',
      country_blocked: 'country_blocked',
      event_over: 'event_over',
      not_started: 'not_started',
      expired: 'expired',
    },
  };
  for (const [sourceName, source] of Object.entries(SOURCES) as [
    keyof typeof SOURCES,
    (typeof SOURCES)[keyof typeof SOURCES],
  ][]) {
    it(`${sourceName}: allowed with nothing in the way`, () => {
      const d = decideAccess(source.who, event(source.item), facts({ holdings: source.holdings }));
      expect(d).toMatchObject({ allowed: true, holds: true, source: sourceName, reason: null });
    });
    for (const [reasonName, change] of Object.entries(REASONS) as [
      keyof typeof REASONS,
      Record<string, unknown>,
    ][]) {
      it(`${sourceName} × ${reasonName}`, () => {
        const who = viewer({ ...source.who, ...((change.who as object) ?? {}) });
        const item = event({ ...source.item, ...((change.item as object) ?? {}) });
        const holdings =
          (change.holdings as AccessHolding[] | undefined) && source.holdings.length
            ? (change.holdings as AccessHolding[])
            : source.holdings;
        const d = decideAccess(
          who,
          item,
          facts({ ...((change.facts as object) ?? {}), at: (change.at as Date) ?? NOW, holdings }),
        );
        const reason = expected[sourceName][reasonName];
        expect(d.reason).toBe(reason);
        expect(d.allowed).toBe(reason === null);
        if (reasonName === 'country_blocked') expect(d.countryBlock).toBe(reason !== null);
      });
    }
  }

  it('without a source: sign_in for guests, account_blocked for deleted or banned accounts', () => {
    expect(decideAccess(null, event(), facts())).toMatchObject({
      allowed: false,
      holds: false,
      reason: 'sign_in',
    });
    expect(decideAccess(viewer({ role: Role.DELETED }), event({ price_grosze: 0 }), facts()).reason).toBe(
      'account_blocked',
    );
    expect(decideAccess(viewer({ banned: true }), event(), facts({ holdings: [grant()] })).reason).toBe(
      'account_blocked',
    );
  });

  it('without a source: payments_not_available, no_tickets, then no_access', () => {
    expect(decideAccess(viewer(), event({ enable_tickets: false }), facts()).reason).toBe(
      'payments_not_available',
    );
    expect(decideAccess(viewer(), event({ available_tickets: 10, tickets_left: 0 }), facts()).reason).toBe(
      'no_tickets',
    );
    expect(decideAccess(viewer(), event(), facts())).toMatchObject({
      allowed: false,
      holds: false,
      reason: 'no_access',
    });
    expect(decideAccess(viewer(), video(), facts()).reason).toBe('no_access');
  });

  it('the item being over or too young a viewer wins over needing to buy', () => {
    expect(decideAccess(viewer(), event(), facts({ at: new Date('2030-07-01T00:00:00Z') })).reason).toBe(
      'event_over',
    );
    expect(
      decideAccess(
        viewer(),
        video({ timing: { kind: 'video', available_from: null, end_date: '2030-01-01T00:00:00Z' } }),
        facts(),
      ).reason,
    ).toBe('video_not_available');
    expect(
      decideAccess(viewer({ birthday: '1900-01-01' }), event({ age_restriction: 16 }), facts()).reason,
    ).toBe('age_restriction');
  });

  it('a free event with limited tickets is not free without taking a ticket (spec 3 §6)', () => {
    expect(
      decideAccess(viewer(), event({ price_grosze: 0, available_tickets: 50, tickets_left: 50 }), facts())
        .reason,
    ).toBe('no_access');
    expect(
      decideAccess(viewer(), event({ price_grosze: 0, available_tickets: 50, tickets_left: 0 }), facts())
        .reason,
    ).toBe('no_tickets');
    expect(decideAccess(viewer(), video({ price_grosze: 0 }), facts()).source).toBe('free');
  });

  it('until: the validity once started, never past the item end; before the first playback the item end', () => {
    const itemEnd = new Date('2030-06-12T19:00:00Z'); // 21:00 CEST on the last day
    expect(decideAccess(viewer(), event(), facts({ holdings: [grant()] })).until).toEqual(itemEnd);
    const started = grant({
      first_played_at: new Date('2030-06-11T17:00:00Z'),
      expiration_date: new Date('2030-06-11T20:00:00Z'),
    });
    expect(decideAccess(viewer(), event(), facts({ holdings: [started] })).until).toEqual(
      new Date('2030-06-11T20:00:00Z'),
    );
    expect(decideAccess(viewer(), video(), facts({ holdings: [grant()] })).until).toBeNull();
  });

  it('geo: the IP country first, the account country when the IP has none; global switches tighten', () => {
    const pl = { ...facts().settings, access_only_poland: true };
    expect(
      decideAccess(
        viewer({ country_code: 'DE' }),
        video({ price_grosze: 0 }),
        facts({ clientCountry: null, settings: pl }),
      ).reason,
    ).toBe('country_blocked');
    expect(
      decideAccess(
        viewer({ country_code: 'DE' }),
        video({ price_grosze: 0 }),
        facts({ clientCountry: 'PL', settings: pl }),
      ).allowed,
    ).toBe(true);
    expect(
      decideAccess(
        viewer(),
        video({ price_grosze: 0, restricted_access: 'europe' }),
        facts({ clientCountry: 'FR' }),
      ).allowed,
    ).toBe(true);
    expect(
      decideAccess(
        viewer(),
        video({ price_grosze: 0, restricted_access: 'europe' }),
        facts({ clientCountry: 'US' }),
      ).reason,
    ).toBe('country_blocked');
  });
});

describe('helpers', () => {
  it('validity: hours from the first playback, capped at the item end; unlimited = the item end', () => {
    const start = new Date('2030-06-11T17:00:00Z');
    expect(validityEnd(start, 3, null)).toEqual(new Date('2030-06-11T20:00:00Z'));
    expect(validityEnd(start, 72, new Date('2030-06-12T19:00:00Z'))).toEqual(
      new Date('2030-06-12T19:00:00Z'),
    );
    expect(validityEnd(start, null, null)).toBeNull();
  });

  it('age in years on the Warsaw calendar, 1900 = not set', () => {
    expect(ageInYears('2012-06-11', new Date('2030-06-10T21:59:59Z'))).toBe(17); // 23:59 on 10 June in Warsaw
    expect(ageInYears('2012-06-11', new Date('2030-06-10T22:00:00Z'))).toBe(18); // midnight Warsaw
    expect(ageInYears('1900-01-01', NOW)).toBeNull();
    expect(ageInYears(null, NOW)).toBeNull();
  });

  it('restriction: the strictest of the item and the switches', () => {
    expect(effectiveRestriction('any', { access_only_poland: false, access_only_europe: true })).toBe(
      'europe',
    );
    expect(effectiveRestriction('europe', { access_only_poland: true, access_only_europe: false })).toBe(
      'poland',
    );
    expect(countryAllowed('europe', 'no')).toBe(true);
    expect(countryAllowed('poland', null)).toBe(false);
  });
});
