import { describe, expect, it } from 'vitest';
import {
  attachmentHeader,
  csvDateTime,
  csvDay,
  csvMoney,
  csvStream,
  neutraliseFormula,
  type CsvColumn,
} from './csv';

interface Row {
  name: string;
  amount: number;
  day: string;
  at: Date;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Nazwa', value: (row) => row.name },
  { header: 'Kwota', value: (row) => row.amount, kind: 'money' },
  { header: 'Dzień', value: (row) => row.day, kind: 'day' },
  { header: 'Data', value: (row) => row.at, kind: 'datetime' },
];

const read = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

async function* batches(): AsyncGenerator<Row[]> {
  yield [{ name: 'Łucja; "Żak"', amount: 1234.5, day: '2026-03-01', at: new Date('2026-01-15T08:05:00Z') }];
  yield [
    { name: '=HYPERLINK("http://x")', amount: -20, day: '2026-12-31', at: new Date('2026-07-01T22:30:00Z') },
  ];
}

describe('csv', () => {
  it('writes a BOM, semicolons, decimal commas and the spec’s date formats, batch after batch', async () => {
    const bytes = await read(csvStream(batches(), columns));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
      'Nazwa;Kwota;Dzień;Data',
      '"Łucja; ""Żak""";1234,50;01.03.2026;9:05, 15.01.2026',
      // Summer time in Warsaw: 22:30 UTC is 0:30 the next day. A negative amount stays a number.
      `"'=HYPERLINK(""http://x"")";-20,00;31.12.2026;0:30, 02.07.2026`,
      '',
    ]);
  });

  it('neutralises every formula opener in text cells, and only those', () => {
    for (const text of ['=1+1', '+48 123', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['Hamlet', '1-2', 'a=b', ' =1', '']) expect(neutraliseFormula(text)).toBe(text);
  });

  it('formats money, days and times', () => {
    expect(csvMoney(0)).toBe('0,00');
    expect(csvMoney(19.999)).toBe('20,00');
    expect(csvDay('2026-02-03')).toBe('03.02.2026');
    expect(csvDay(new Date('2026-02-03T23:30:00Z'))).toBe('04.02.2026');
    expect(csvDateTime(new Date('2026-02-03T23:05:00Z'))).toBe('0:05, 04.02.2026');
  });

  it('leaves empty cells empty and names the download safely', async () => {
    const text = (
      await read(
        csvStream([[{ name: '', amount: Number.NaN, day: '', at: null as unknown as Date }]], columns),
      )
    ).toString('utf8');
    expect(text.split('\r\n')[1]).toBe(';;;');
    expect(attachmentHeader('Płatności 01.01.2026-31.01.2026.csv')).toBe(
      `attachment; filename="Platnosci_01.01.2026-31.01.2026.csv"; filename*=UTF-8''P%C5%82atno%C5%9Bci%2001.01.2026-31.01.2026.csv`,
    );
  });
});
