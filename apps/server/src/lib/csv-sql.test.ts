import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { executeRows } from '../db/client';
import { neutraliseFormula, sqlCsvText } from './csv';

/** The cell rule in JavaScript (csv.ts: the formula guard, then csv-stringify's quoting with `;`). */
const expected = (value: string | null) => {
  if (value === null) return '';
  const guarded = neutraliseFormula(value);
  return /[;"\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

const CASES = [
  null,
  '',
  'Wesele',
  'Żółć; gęś',
  'a"b',
  'wiersz\ndrugi',
  'powrót\rkaretki',
  '=SUMA(A1)',
  '=1;2',
  '-2+3',
  '+"48"',
  '@x.pl',
  '\tkarta',
  '\r',
  ';',
  '"',
  'a=b',
];

/** sqlCsvText (the statement's cell rule, payments CSV) writes every cell as the JavaScript rule does. */
describe('sqlCsvText', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches the JavaScript cell rule for plain, quoted and guarded values', async () => {
    for (const value of CASES) {
      const [row] = await executeRows<{ cell: string }>(
        t.ctx.db,
        sql`SELECT ${sqlCsvText(sql`${value}::text`)} AS cell`,
      );
      expect([value, row!.cell]).toEqual([value, expected(value)]);
    }
  });
});
