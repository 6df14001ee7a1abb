import { describe, expect, it } from 'vitest';
import { contactsCsv, csvCell } from './contacts-csv.ts';

describe('contacts CSV (RFC 4180, formula-safe)', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded ', '" padded "'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 512 555', "'+1 512 555"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['', ''],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes the header from the form titles, then older titles, one CRLF row per submission', () => {
    const csv = contactsCsv(
      ['Name', 'Email'],
      [
        { fields: { Name: 'Ana', Email: 'ana@example.com' }, submittedAt: new Date('2030-01-01T10:00:00Z') },
        { fields: { Name: 'Bo', Phone: '555' }, submittedAt: new Date('2030-01-02T10:00:00Z') },
      ],
    );
    expect(csv).toBe(
      'Submitted at,Name,Email,Phone\r\n' +
        '2030-01-01T10:00:00.000Z,Ana,ana@example.com,\r\n' +
        '2030-01-02T10:00:00.000Z,Bo,,555\r\n',
    );
  });
});
