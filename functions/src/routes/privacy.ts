import { Router } from 'express';
import { emailKeyOf, PRIVACY_MESSAGES, privacyEmailSchema, type PersonRecords, type PrivacyEraseResult } from '@careers/domain';
import { auditEntryOf, writeAudit } from '../audit/write';
import { db } from '../firebase';
import { contentDisposition } from '../admin/resumeFiles';
import { mount } from '../http/mount';
import { parseOr400 } from '../http/validate';
import { countsOf, erasedSummary, eraseRecords } from '../privacy/erase';
import { exportEntries } from '../privacy/export';
import { findPerson, personRecordOf } from '../privacy/person';
import { zipOf } from '../privacy/zip';

/** Find, export and erase everything held about one person (domain/src/privacy.ts; admin only, by the endpoint table). */
export const privacyRouter = Router();

mount(privacyRouter, 'privacyFind', async (req, res) => {
  const { email } = parseOr400(privacyEmailSchema, req.query);
  const answer: PersonRecords = { email: emailKeyOf(email), records: (await findPerson(email)).map(personRecordOf) };
  res.json(answer);
});

mount(privacyRouter, 'privacyExport', async (req, res) => {
  const { email } = parseOr400(privacyEmailSchema, req.body);
  const records = await findPerson(email);
  const archive = zipOf(await exportEntries(emailKeyOf(email), records));
  // The entry names the records by id only: the export's content is the person's, not the trail's.
  const batch = db().batch();
  writeAudit(
    batch,
    auditEntryOf(req, {
      action: 'privacyExport',
      kind: 'person',
      ids: records.map((record) => record.doc.id),
      summary: `Exported ${records.length} records`,
    }),
  );
  await batch.commit();
  res.set({ 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition('attachment', 'personal-data.zip') });
  res.end(archive);
});

mount(privacyRouter, 'privacyErase', async (req, res) => {
  const { email } = parseOr400(privacyEmailSchema, req.body);
  const records = await findPerson(email);
  const ids = records.map((record) => record.doc.id);
  const planned = countsOf(records);
  const summary = erasedSummary(planned, PRIVACY_MESSAGES.erased(planned.records, planned.files));
  const counts = await eraseRecords(records, (batch) =>
    writeAudit(batch, auditEntryOf(req, { action: 'privacyErase', kind: 'person', ids, summary })),
  );
  const answer: PrivacyEraseResult = { message: PRIVACY_MESSAGES.erased(counts.records, counts.files), ...counts };
  res.json(answer);
});
