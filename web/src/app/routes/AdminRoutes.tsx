import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { STAFF_ROLES } from '@careers/domain';
import { AdminLayout } from '../../features/admin/components/AdminLayout';
import { RequireEndpoint } from '../../features/admin/components/RequireEndpoint';
import { ADMIN_RESOURCES } from '../../features/admin/resources';
import { RequireRole } from '../../lib/session';
import { FirebaseProviders } from '../FirebaseProviders';
import { PATHS } from '../../config/paths';

const Login = lazy(() => import('../../features/admin/routes/AdminLoginPage'));
const ForgotPassword = lazy(() => import('../../features/admin/routes/AdminForgotPasswordPage'));
const Dashboard = lazy(() => import('../../features/admin/routes/AdminDashboardPage'));
const ResourceListPage = lazy(() => import('../../features/admin/resources/page/ResourceListPage'));
const ViewPost = lazy(() => import('../../features/admin/routes/ViewPostPage'));
const ApplicationDetail = lazy(() => import('../../features/admin/routes/ApplicationDetailPage'));
const PipelineBoard = lazy(() => import('../../features/admin/routes/PipelineBoardPage'));
const Interviews = lazy(() => import('../../features/admin/interviews/InterviewsPage'));
const Privacy = lazy(() => import('../../features/admin/privacy/PrivacyPage'));
const Password = lazy(() => import('../../features/admin/routes/AdminPasswordPage'));
const NotFound = lazy(() => import('../../features/admin/routes/AdminNotFoundPage'));

/** The back office: /admin (login), /admin/forgot-password, and the pages inside the admin layout. */
export default function AdminRoutes() {
  const { admin } = PATHS;
  return (
    <FirebaseProviders>
      <Routes>
        <Route path={admin.login} element={<Login />} />
        <Route path={admin.loginAfterReset} element={<Login />} />
        <Route path={admin.forgotPassword} element={<ForgotPassword />} />
        <Route element={<RequireRole roles={STAFF_ROLES} signInPath={admin.login} />}>
          <Route element={<AdminLayout />}>
            <Route path={admin.dashboard} element={<Dashboard />} />
            {/* A screen of its own per resource (key): from one list to another nothing carries over, not even the rows shown. */}
            {ADMIN_RESOURCES.map((resource) => (
              <Route
                key={resource.path}
                path={resource.path}
                element={
                  <RequireEndpoint name={resource.list}>
                    <ResourceListPage key={resource.path} config={resource} />
                  </RequireEndpoint>
                }
              />
            ))}
            <Route
              path={admin.viewPost}
              element={
                <RequireEndpoint name="affiliateJobsOwn">
                  <ViewPost />
                </RequireEndpoint>
              }
            />
            <Route path={admin.password} element={<Password />} />
            <Route path={admin.application} element={<ApplicationDetail />} />
            <Route path={admin.jobPipeline} element={<PipelineBoard />} />
            <Route
              path={admin.interviews}
              element={
                <RequireEndpoint name="interviewList">
                  <Interviews />
                </RequireEndpoint>
              }
            />
            <Route
              path={admin.privacy}
              element={
                <RequireEndpoint name="privacyFind">
                  <Privacy />
                </RequireEndpoint>
              }
            />
            <Route path={admin.unknown} element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </FirebaseProviders>
  );
}
