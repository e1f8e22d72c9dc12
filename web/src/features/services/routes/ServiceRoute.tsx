import { useParams } from 'react-router-dom';
import { NotFound } from '../../../components/NotFoundPage';
import { ServicePage } from '../components/ServicePage';
import { servicePageOf } from '../data';

/** /services/:slug — one of the six service pages, or Page Not Found. */
export default function ServiceRoute() {
  const { slug } = useParams();
  const config = servicePageOf(slug);
  return config ? <ServicePage key={config.slug} config={config} /> : <NotFound />;
}
