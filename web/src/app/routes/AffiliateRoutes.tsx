import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROLES } from '@careers/domain';
import { AffiliateLayout } from '../../features/affiliate/components/AffiliateLayout';
// The landing page is the area's entry point: it ships with the area (one request less).
import Landing from '../../features/affiliate/routes/AffiliateLandingPage';
import { PATHS } from '../../config/paths';

// Firebase Auth (reactfire) loads only with the sign-in page and the dashboard, and so does the
// guard that reads it: imported here statically, it brought Firebase into the landing page's chunks.
const FirebaseProviders = lazy(() => import('../FirebaseProviders'));
const RequireRole = lazy(() => import('../../lib/session/RequireRole').then((module) => ({ default: module.RequireRole })));
const DashboardLayout = lazy(() => import('../../features/affiliate/components/AffiliateDashboardLayout'));

const Register = lazy(() => import('../../features/affiliate/routes/AffiliateFormPage'));
const Login = lazy(() => import('../../features/affiliate/routes/AffiliateLoginPage'));
const Dashboard = lazy(() => import('../../features/affiliate/routes/AffiliateDashboardPage'));
const PostJob = lazy(() => import('../../features/affiliate/routes/AffiliatePostJobPage'));
const Referrals = lazy(() => import('../../features/affiliate/routes/AffiliateReferralsPage'));
const Commissions = lazy(() => import('../../features/affiliate/routes/AffiliateCommissionsPage'));
const Profile = lazy(() => import('../../features/affiliate/routes/AffiliateProfilePage'));
const Resources = lazy(() => import('../../features/affiliate/routes/AffiliateResourcesPage'));
const Logout = lazy(() => import('../../features/affiliate/routes/AffiliateLogoutPage'));
const DashboardOther = lazy(() => import('../../features/affiliate/routes/AffiliateDashboardNotFoundPage'));

/**
 * The affiliate area: /affiliate, /affiliate-form, /affiliate-login, /affiliate-dashboard/*, and the
 * footer's links as the spec writes them (/Home, /profile, /setting, /support, /Resources, /logout),
 * each leading to the page it names.
 */
export default function AffiliateRoutes() {
  const { affiliate, affiliateFooter: footer } = PATHS;
  return (
    <Routes>
      <Route element={<AffiliateLayout />}>
        <Route path={affiliate.landing} element={<Landing />} />
        <Route path={affiliate.register} element={<Register />} />
        <Route path={footer.resources} element={<Resources />} />
        <Route path={footer.home} element={<Navigate to={affiliate.dashboard} replace />} />
        <Route path={footer.profile} element={<Navigate to={affiliate.profile} replace />} />
        <Route path={footer.settings} element={<Navigate to={affiliate.passwordSettings} replace />} />
        <Route path={footer.support} element={<Navigate to={PATHS.contact} replace />} />
        <Route element={<FirebaseProviders />}>
          <Route path={affiliate.login} element={<Login />} />
          <Route path={footer.logout} element={<Logout />} />
          <Route element={<RequireRole roles={[ROLES.affiliate]} signInPath={affiliate.login} />}>
            <Route path={affiliate.dashboard} element={<DashboardLayout />}>
              <Route index element={<Dashboard />} />
              <Route path="postjob" element={<PostJob />} />
              <Route path="referrals" element={<Referrals />} />
              <Route path="commissions" element={<Commissions />} />
              <Route path="profile" element={<Profile />} />
              <Route path="*" element={<DashboardOther />} />
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
