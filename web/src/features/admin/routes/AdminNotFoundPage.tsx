import { NotFound } from '../../../components/NotFoundPage';
import { PATHS } from '../../../app/paths';

/** /admin/* other paths. */
export default function AdminNotFoundPage() {
  return <NotFound homePath={PATHS.admin.dashboard} />;
}
