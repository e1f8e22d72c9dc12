import { APPLICATION_FIELDS } from '@careers/domain';
import { uncountApplicationsIn } from '../../jobs/appliedCounts';
import { applicationRow } from '../../pipeline/applications';
import type { DeleteOptions } from '../batchDelete';
import type { PagedList } from '../pagedList';
import { resumeFilesOf } from '../resumeFiles';

/** The admin's applications: one job's (the path's jobId) or `all`, by stage; each row with its stage and reference. */
export const APPLICATION_LIST: PagedList = {
  page: 'applicationPage',
  paging: APPLICATION_FIELDS.paging,
  rowsOf: (docs) => docs.map(applicationRow),
};

/** Deleting applications removes their resume files and takes each off its job's applied count. */
export const APPLICATION_DELETION: DeleteOptions = { filesOf: resumeFilesOf, alsoWrite: uncountApplicationsIn };
