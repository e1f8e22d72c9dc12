import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELDS, COLLEGE_FIELDS, formatDateRange, formatLocation } from '@careers/domain';
import { csvField, csvRecord, exportColumnsOf } from './csv';

describe('the CSV of an export', () => {
  it('quotes a field holding a quote, comma or line break, doubling inner quotes, and leaves others plain', () => {
    expect(csvField('Asha Rao')).toBe('Asha Rao');
    expect(csvField('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvRecord(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });

  it('writes text a spreadsheet would run as a formula after a single quote, numbers as they are', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField(-5)).toBe('-5');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('has the columns of the Excel export: S.No when exported, export headers, formats, lists joined', () => {
    const colleges = exportColumnsOf(COLLEGE_FIELDS, { location: formatLocation, placementSeasonDuration: formatDateRange });
    expect(colleges.map((column) => column.header)).toEqual(Object.values(COLLEGE_FIELDS.fields).map((field) => field.label));
    const row = {
      collegeName: 'Demo',
      location: { street: '1 Road', landmark: '', city: 'Mysuru', state: 'Karnataka', pincode: '570001' },
      ugCourses: ['B.Tech', 'BCA'],
      studentsStrengthUG: 120,
      placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-03-31' },
      upcomingEvents: null,
    };
    const cells = Object.fromEntries(colleges.map((column) => [column.header, column.cell(row, 1)]));
    expect(cells).toMatchObject({
      'College Name': 'Demo',
      Location: '1 Road, Mysuru, Karnataka, 570001',
      'UG Courses': 'B.Tech, BCA',
      'Students Strength (UG)': 120,
      'Placement Season': '10-01-2025 to 31-03-2025',
      'Upcoming Events': '',
    });
    const applications = exportColumnsOf(APPLICATION_FIELDS);
    expect(applications.map((column) => column.header)).toEqual([
      'S.No',
      'Job Id',
      'Job Title',
      'Name',
      'Email',
      'Phone',
      'Applied Date',
      'Resume',
    ]);
    expect(applications[0]!.cell({}, 7)).toBe(7);
  });
});
