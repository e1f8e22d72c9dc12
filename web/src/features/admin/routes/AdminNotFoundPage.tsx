import { NotFound } from '../../../components/NotFoundPage';
import { PATHS } from '../../../config/paths';

/** /admin/* other paths. */
export default function AdminNotFoundPage() {
  return <NotFound homePath={PATHS.admin.dashboard} />;
}
