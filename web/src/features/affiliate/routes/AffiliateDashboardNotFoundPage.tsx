import { NotFound } from '../../../components/NotFoundPage';
import { PATHS } from '../../../config/paths';

/** /affiliate-dashboard/* other: the specification does not show its content. */
export default function AffiliateDashboardNotFoundPage() {
  return <NotFound homePath={PATHS.affiliate.dashboard} />;
}
