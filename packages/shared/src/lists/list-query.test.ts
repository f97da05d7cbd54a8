import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translate } from '../i18n/messages';
import { listQuerySchema, listResponseSchema } from './list-query';

const schema = listQuerySchema({
  sortFields: ['title', 'date_from'] as const,
  defaultSort: { field: 'date_from', dir: 'desc' },
  filters: z
    .object({ q: z.string().max(100).optional(), from: z.string().optional(), to: z.string().optional() })
    .refine((value) => !(value.from && value.to && value.from > value.to), {
      path: ['from'],
      message: 'form.validate.date',
    }),
});

const issues = (query: Record<string, string>) => {
  const result = schema.safeParse(query);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      translate('pl', issue.message, (issue as { params?: Record<string, string> }).params),
    ]),
  );
};

describe('listQuerySchema', () => {
  it('fills the defaults: page 1, 20 rows, the default sort', () => {
    expect(schema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'date_from',
      dir: 'desc',
      filters: {},
    });
  });

  it('reads page, size, sort, direction and typed filters from query-string text', () => {
    expect(
      schema.parse({ page: '3', page_size: '50', sort: 'title', dir: 'asc', q: 'Hamlet', extra: 'x' }),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'title',
      dir: 'asc',
      filters: { q: 'Hamlet' },
    });
    // A chosen field without a direction sorts ascending.
    expect(schema.parse({ sort: 'title' })).toMatchObject({ sort: 'title', dir: 'asc' });
  });

  it('refuses a page that is not a whole number from 1, in Polish', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '', '1e300']) {
      expect(issues({ page }), page).toEqual({ page: 'Niepoprawny numer strony (liczba całkowita od 1).' });
    }
  });

  it('refuses a page size outside the allowed set and names the set', () => {
    for (const size of ['7', '30', '0', '1000', 'x']) {
      expect(issues({ page_size: size }).page_size, size).toMatch(/^Niepoprawna liczba wierszy na stronie/);
    }
    for (const size of ['7', '500', 'x', '']) {
      expect(issues({ page_size: size }).page_size, size).toBe(
        'Niepoprawna liczba wierszy na stronie (dozwolone: 10, 20, 50).',
      );
    }
    const users = listQuerySchema({
      sortFields: ['id'] as const,
      defaultSort: { field: 'id', dir: 'asc' },
      pageSizes: [20, 30, 50, 100, 500],
    });
    expect(users.parse({ page_size: '500' }).pageSize).toBe(500);
    expect(users.safeParse({ page_size: '10' }).success).toBe(false);
  });

  it('refuses sort fields off the allowlist, injection attempts included', () => {
    for (const sort of ['id;drop table events', 'password_hash', 'title desc', 'TITLE', '']) {
      expect(issues({ sort }), sort).toEqual({ sort: 'Nie można sortować po tym polu.' });
    }
    expect(issues({ dir: 'asc; drop table x' })).toEqual({
      dir: 'Niepoprawny kierunek sortowania (asc lub desc).',
    });
  });

  it('keeps filter values as data and runs the filters’ own rules', () => {
    // SQL in a filter value is just text here; repositories bind it as a parameter.
    expect(schema.parse({ q: "x'; drop table events; --" }).filters.q).toBe("x'; drop table events; --");
    expect(issues({ from: '2026-02-01', to: '2026-01-01' })).toEqual({ from: 'Niepoprawna data.' });
  });
});

describe('listResponseSchema', () => {
  it('keeps the collection key and adds the total', () => {
    const response = listResponseSchema('events', z.object({ id: z.number() }));
    expect(response.parse({ events: [{ id: 1 }], total: 41, other: 1 })).toEqual({
      events: [{ id: 1 }],
      total: 41,
    });
    expect(response.safeParse({ events: [] }).success).toBe(false);
  });
});
