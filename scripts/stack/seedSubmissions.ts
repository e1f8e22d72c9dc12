import { Timestamp } from 'firebase-admin/firestore';
import {
  APPLICATION_FIELDS,
  COLLEGE_FIELDS,
  COMPANY_FIELDS,
  CONTACT_FIELDS,
  INITIAL_STAGE,
  stageFields,
  STUDENT_FIELDS,
  withSearchTokens,
} from '@careers/domain';
import { COLLECTIONS } from '../../functions/src/collections';
import { fileStore } from '../../functions/src/files';
import { db } from '../../functions/src/firebase';
import { DEMO_APPLICATIONS, DEMO_COLLEGES, DEMO_COMPANIES, DEMO_CONTACTS, DEMO_STUDENTS, demoJobs } from './demoData';

/** A small, valid one-page PDF that says `line` (correct xref offsets, so viewers open it). */
export function demoResumePdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PDF = 'application/pdf';
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => Timestamp.fromMillis(Date.now() - hours * HOUR);
const fileName = (name: string) => `${name.replace(/ /g, '_')}_Resume.pdf`;

/**
 * Demo submissions with fixed ids (seeding twice leaves the same data): posted resumes and
 * applications with their PDF files in the file store, colleges, companies and contacts. Their
 * notifications come from the triggers (the relay offline), as for real submissions.
 */
export async function seedDemoSubmissions(): Promise<void> {
  const files = fileStore();
  const batch = db().batch();
  const resumeFields = async (id: string, name: string) => {
    const resumePath = `resumes/${id}/${fileName(name)}`;
    await files.save(resumePath, demoResumePdf(`Resume of ${name}`), PDF);
    return { resumePath, resumeContentType: PDF };
  };
  for (const [i, student] of DEMO_STUDENTS.entries()) {
    const id = `demo-resume-${i + 1}`;
    const stored = await resumeFields(id, student.name);
    batch.set(db().collection(COLLECTIONS.resumes).doc(id), {
      ...withSearchTokens(STUDENT_FIELDS, student),
      ...stored,
      resumeFileName: fileName(student.name),
      createdAt: ago(30 + i * 20),
    });
  }
  const jobs = demoJobs();
  for (const [i, [studentIndex, jobIndex]] of DEMO_APPLICATIONS.entries()) {
    const id = `demo-application-${i + 1}`;
    const student = DEMO_STUDENTS[studentIndex]!;
    const job = jobs[jobIndex]!;
    const stored = await resumeFields(id, student.name);
    batch.set(db().collection(COLLECTIONS.applications).doc(id), {
      ...withSearchTokens(APPLICATION_FIELDS, { jobId: job.jobId, jobTitle: job.title, affiliateId: '', ...student }),
      resume: fileName(student.name),
      ...stored,
      appliedAt: ago(5 + i * 7),
      ...stageFields(INITIAL_STAGE),
    });
  }
  DEMO_COLLEGES.forEach((college, i) =>
    batch.set(
      db()
        .collection(COLLECTIONS.colleges)
        .doc(`demo-college-${i + 1}`),
      { ...withSearchTokens(COLLEGE_FIELDS, college), createdAt: ago(50 + i * 24) },
    ),
  );
  DEMO_COMPANIES.forEach((company, i) =>
    batch.set(
      db()
        .collection(COLLECTIONS.companies)
        .doc(`demo-company-${i + 1}`),
      { ...withSearchTokens(COMPANY_FIELDS, company), createdAt: ago(40 + i * 24) },
    ),
  );
  DEMO_CONTACTS.forEach((contact, i) =>
    batch.set(
      db()
        .collection(COLLECTIONS.contacts)
        .doc(`demo-contact-${i + 1}`),
      { ...withSearchTokens(CONTACT_FIELDS, contact), createdAt: ago(2 + i * 12) },
    ),
  );
  await batch.commit();
}
