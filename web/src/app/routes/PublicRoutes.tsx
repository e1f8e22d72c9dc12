import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../../features/layout/components/PublicLayout';
import { publicPages, publicRoutes } from './publicPages';

const NotFound = publicPages.notFound.Component;

export default function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicRoutes.map(([path, name]) => {
          const Page = publicPages[name].Component;
          return <Route key={path} path={path} element={<Page />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
