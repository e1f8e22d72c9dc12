/**
 * /admin/college and /admin/company end to end (spec 2 'List screens', 3, 4, 8, 9): search,
 * 'Page X of Y', selection across pages, colleges/companies .xlsx and .pdf with the nested
 * location and placement season readable and lists joined, a formula-like value kept as text,
 * and the confirmed delete.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ENDPOINTS, NO_COURSES_OFFERED, apiPath, type EndpointName } from '@careers/domain';
import { call } from '../support/admin';
import { screenshot, useChromium, VIEWPORTS } from '../support/browser';
import { adminToken, api } from '../support/stack';
import { uniqueLetters } from '../support/submissions';
import {
  compact,
  confirmDelete,
  downloadFrom,
  expectTextCell,
  gridRows,
  openAdminList,
  pdfText,
  readSheet,
  search,
  selectAcrossTwoPages,
} from './adminLists';
import { visible, withPage } from './helpers';

const browser = useChromium();
const FORMULA = '=1+1';
const letter = (i: number) => String.fromCharCode(97 + i);

async function seed(endpoint: EndpointName, bodies: unknown[]): Promise<string[]> {
  const ids: string[] = [];
  for (const json of bodies) {
    const res = await api(apiPath(ENDPOINTS[endpoint]), { method: 'POST', json: { ...(json as object), consent: true } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    ids.push(res.json._id as string);
  }
  return ids;
}

const college = (tag: string, i: number) => ({
  polytechnicCourses: ['Diploma in Engineering'],
  ugCourses: ['B.Tech', 'BCA'],
  pgCourses: [NO_COURSES_OFFERED],
  studentsStrengthPolytechnic: 120,
  studentsStrengthUG: '450',
  studentsStrengthPG: '',
  collegeName: `City College ${tag} ${letter(i)}`,
  location: { street: '1 College Road', landmark: '', state: 'Karnataka', city: 'Mysuru', pincode: '570001' },
  collegeEmail: `placements.${tag}.${i}@cec.edu.in`,
  mobileNumber: '9123456789',
  placementSeasonDuration: { startDate: '2025-01-10', endDate: '2025-03-31' },
  upcomingEvents: i === 0 ? FORMULA : 'Tech fest in February',
  partnershipInterests: ['Campus Placement', 'Seminar'],
});

const company = (tag: string, i: number) => ({
  companyName: `Acme ${tag} ${letter(i)}`,
  industry: 'Software',
  location: { street: '5 Ring Road', landmark: 'Opp. Park', state: 'Telangana', city: 'Hyderabad', pincode: '500001' },
  companySize: '250',
  contactPerson: 'Meera Nair',
  contactEmail: `hr.${tag}.${i}@acme.com`,
  contactPhone: '8123456789',
  partnershipInterests: ['Campus Drives', 'Employer Branding'],
  additionalInfo: i === 0 ? FORMULA : 'Hiring freshers',
});

interface Screen {
  path: string;
  title: string;
  searchLabel: string;
  files: string;
  list: EndpointName;
  deleteTitle: string;
  deleteText: string;
  /** The exported header row, and the first seeded record's row in the export. */
  header: string[];
  firstRow: (tag: string) => string[];
}

/** Search, select across pages, both exports, screenshots and the confirmed delete of 12 seeded rows. */
async function exercise(screen: Screen, tag: string, ids: string[], searchFor: string) {
  await withPage(browser(), async ({ page }) => {
    await openAdminList(page, screen.path);
    await visible(page.getByRole('heading', { name: screen.title, level: 1 }));
    await search(page, screen.searchLabel, searchFor, 'Page 1 of 2');
    expect(await gridRows(page).count()).toBe(10);
    await selectAcrossTwoPages(page, 2);
    await screenshot(page, `admin-${screen.files}-1280`);

    const excel = await downloadFrom(page, page.getByRole('button', { name: 'Download Excel' }));
    expect(excel.name).toBe(`${screen.files}.xlsx`);
    const { rows, sheet } = readSheet(excel.bytes);
    expect(rows[0]).toEqual(screen.header);
    expect(rows).toHaveLength(13);
    const expected = screen.firstRow(tag);
    const first = rows.find((row) => row[0] === expected[0])!;
    expect(first.slice(0, -1)).toEqual(expected);
    expect(first.at(-1)).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expectTextCell(sheet, FORMULA);

    const file = await downloadFrom(page, page.getByRole('button', { name: 'Download PDF' }));
    expect(file.name).toBe(`${screen.files}.pdf`);
    expect(pdfText(file.bytes)).toContain(compact(expected[0]!));

    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, `admin-${screen.files}-390`);
    await page.setViewportSize(VIEWPORTS.desktop);

    await confirmDelete(page, screen.deleteTitle, screen.deleteText);
  });
  const listed = (await call(screen.list, { token: await adminToken() })).json as { _id: string }[];
  const remaining = new Set(listed.map((row) => row._id));
  expect(ids.filter((id) => remaining.has(id))).toEqual([]);
}

describe('/admin/college', () => {
  it('searches, selects across pages, exports colleges.xlsx/pdf and deletes with confirmation', async () => {
    const tag = uniqueLetters();
    const ids = await seed(
      'collegeSubmit',
      Array.from({ length: 12 }, (_, i) => college(tag, i)),
    );
    await exercise(
      {
        path: '/admin/college',
        title: 'Colleges',
        searchLabel: 'Search by college name, email or mobile',
        files: 'colleges',
        list: 'collegeList',
        deleteTitle: ADMIN_MESSAGES.deleteCollegesTitle,
        deleteText: 'Are you sure you want to delete the selected colleges?',
        header: [
          'College Name',
          'Location',
          'Polytechnic/ITI/Diploma Courses',
          'UG Courses',
          'PG Courses',
          'Students Strength (Polytechnic)',
          'Students Strength (UG)',
          'Students Strength (PG)',
          'College Email',
          'Mobile Number',
          'Placement Season',
          'Upcoming Events',
          'Partnership Interests',
          'Date',
        ],
        firstRow: (t) => [
          `City College ${t} a`,
          '1 College Road, Mysuru, Karnataka, 570001',
          'Diploma in Engineering',
          'B.Tech, BCA',
          NO_COURSES_OFFERED,
          '120',
          '450',
          '0',
          `placements.${t}.0@cec.edu.in`,
          '9123456789',
          '10-01-2025 to 31-03-2025',
          FORMULA,
          'Campus Placement, Seminar',
        ],
      },
      tag,
      ids,
      `CITY COLLEGE ${tag.toUpperCase()}`,
    );
  });
});

describe('/admin/company', () => {
  it('searches, selects across pages, exports companies.xlsx/pdf and deletes with confirmation', async () => {
    const tag = uniqueLetters();
    const ids = await seed(
      'companySubmit',
      Array.from({ length: 12 }, (_, i) => company(tag, i)),
    );
    await exercise(
      {
        path: '/admin/company',
        title: 'Companies',
        searchLabel: 'Search by company, industry or contact',
        files: 'companies',
        list: 'companyList',
        deleteTitle: ADMIN_MESSAGES.deleteCompaniesTitle,
        deleteText: 'Are you sure?',
        header: [
          'Company Name',
          'Industry',
          'Location',
          'Company Size',
          'Contact Person',
          'Contact Email',
          'Contact Phone',
          'Partnership Interests',
          'Additional Info',
          'Date',
        ],
        firstRow: (t) => [
          `Acme ${t} a`,
          'Software',
          '5 Ring Road, Opp. Park, Hyderabad, Telangana, 500001',
          '250',
          'Meera Nair',
          `hr.${t}.0@acme.com`,
          '8123456789',
          'Campus Drives, Employer Branding',
          FORMULA,
        ],
      },
      tag,
      ids,
      `acme ${tag}`,
    );
  });
});
