import { contentSlugs, messages, type AppPagePath } from '@visabridge/contract';
import { lazyPage } from './lazy-page';
import { useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteGuard } from './route-guard';
import { SectionRedirect } from './section-redirect';
import { travellerEquivalent } from './traveller-equivalents';

// Every page loads on demand: a page's first download is the shell and that page.
const LandingPage = lazyPage('landing', () => import('../features/landing/pages/landing-page'));
const LoginPage = lazyPage('auth', () => import('../features/auth/pages/login-page'));
const RegisterPage = lazyPage('auth', () => import('../features/auth/pages/register-page'));
const ForgotPasswordPage = lazyPage('auth', () => import('../features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazyPage('auth', () => import('../features/auth/pages/reset-password-page'));
const AcceptInvitationPage = lazyPage('auth', () => import('../features/auth/pages/accept-invitation-page'));
const LinkAccountPage = lazyPage('auth', () => import('../features/auth/pages/link-account-page'));
const JoinTripPage = lazyPage('auth', () => import('../features/auth/pages/join-trip-page'));
const VerifyEmailPage = lazyPage('auth', () => import('../features/auth/pages/verify-email-page'));
const SecondFactorPage = lazyPage('auth', () => import('../features/auth/pages/second-factor-page'));
const DashboardRedirectPage = lazyPage(
  'dashboard',
  () => import('../features/dashboard/pages/dashboard-redirect-page'),
);
const UserDashboardPage = lazyPage(
  'dashboard',
  () => import('../features/dashboard/pages/user-dashboard-page'),
);
const AdminDashboardPage = lazyPage('admin', () => import('../features/admin/pages/admin-dashboard-page'));
const AgentDashboardPage = lazyPage('agent', () => import('../features/agent/pages/agent-dashboard-page'));
const CorporateDashboardPage = lazyPage(
  'enterprise',
  () => import('../features/enterprise/pages/corporate-dashboard-page'),
);
const TeamPage = lazyPage('enterprise', () => import('../features/enterprise/pages/team-page'));
const BudgetPage = lazyPage('enterprise', () => import('../features/enterprise/pages/budget-page'));
const TravelPage = lazyPage('enterprise', () => import('../features/enterprise/pages/travel-page'));
const CorporateApplicationsPage = lazyPage(
  'enterprise',
  () => import('../features/enterprise/pages/applications-page'),
);
const BillingPage = lazyPage('enterprise', () => import('../features/enterprise/pages/billing-page'));
const VisaCheckPage = lazyPage('visa-check', () => import('../features/visa-check/pages/visa-check-page'));
const TripCheckPage = lazyPage('trip-check', () => import('../features/trip-check/pages/trip-check-page'));
const NewApplicationPage = lazyPage(
  'applications',
  () => import('../features/applications/pages/new-application-page'),
);
const MyApplicationsPage = lazyPage(
  'applications',
  () => import('../features/applications/pages/my-applications-page'),
);
const ApplicationDetailsPage = lazyPage(
  'applications',
  () => import('../features/applications/pages/application-details-page'),
);
const NewTripPage = lazyPage('trips', () => import('../features/trips/pages/new-trip-page'));
const TripPage = lazyPage('trips', () => import('../features/trips/pages/trip-page'));
const ProfilePage = lazyPage('profile', () => import('../features/profile/pages/profile-page'));
const PaymentsPage = lazyPage('payments', () => import('../features/payments/pages/payments-page'));
const NotificationsPage = lazyPage(
  'notifications',
  () => import('../features/notifications/pages/notifications-page'),
);
const DocumentsPage = lazyPage('traveller', () => import('../features/traveller/pages/documents-page'));
const TravelHistoryPage = lazyPage(
  'traveller',
  () => import('../features/traveller/pages/travel-history-page'),
);
const TravelIntelligencePage = lazyPage(
  'traveller',
  () => import('../features/traveller/pages/travel-intelligence-page'),
);
const VerificationPage = lazyPage('traveller', () => import('../features/traveller/pages/verification-page'));
const HelpPage = lazyPage('help', () => import('../features/help/pages/help-page'));
const FaqPage = lazyPage('help', () => import('../features/help/pages/faq-page'));
const ContactPage = lazyPage('contact', () => import('../features/contact/pages/contact-page'));
const ConsultationPage = lazyPage(
  'consultations',
  () => import('../features/consultations/pages/consultation-page'),
);
const ChatPage = lazyPage('chat', () => import('../features/chat/pages/chat-page'));
const NotFoundPage = lazyPage('content', () => import('../features/content/pages/not-found-page'));
const ContentPage = lazyPage('content', () => import('../features/content/pages/content-page'));

/** A page's address, which must be one the server knows (`appPagePaths`), or it would answer 404. */
const at = (path: AppPagePath) => path;

/** The app's pages, for the browser's router and for rendering public pages on the server. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: at('login'), element: <LoginPage /> },
      { path: at('register'), element: <RegisterPage /> },
      { path: at('forgot-password'), element: <ForgotPasswordPage /> },
      { path: at('reset-password'), element: <ResetPasswordPage /> },
      { path: at('accept-invitation'), element: <AcceptInvitationPage /> },
      { path: at('verify-email'), element: <VerifyEmailPage /> },
      { path: at('second-factor'), element: <SecondFactorPage /> },
      { path: at('visa-check'), element: <VisaCheckPage /> },
      { path: at('trip-check'), element: <TripCheckPage /> },
      { path: at('help'), element: <HelpPage /> },
      { path: at('faq'), element: <FaqPage /> },
      { path: at('contact'), element: <ContactPage /> },
      ...contentSlugs.map((slug) => ({ path: at(slug), element: <ContentPage slug={slug} /> })),
      { path: at('consultation'), element: <ConsultationPage /> },
      // Visitors see how to reach support; signed-in users their conversation, staff the inbox.
      { path: at('chat'), element: <ChatPage /> },
      {
        element: <RouteGuard />,
        children: [
          { path: at('dashboard'), element: <DashboardRedirectPage /> },
          { path: at('profile'), element: <ProfilePage /> },
          { path: at('payment'), element: <PaymentsPage /> },
          { path: at('application'), element: <NewApplicationPage /> },
          { path: at('notifications'), element: <NotificationsPage /> },
          { path: at('verification'), element: <VerificationPage /> },
          { path: at('link-account'), element: <LinkAccountPage /> },
          { path: at('join-trip'), element: <JoinTripPage /> },
        ],
      },
      {
        element: <RouteGuard roles={['admin']} deniedMessage={messages.adminOnly} />,
        children: [
          { path: at('admin-dashboard'), element: <AdminDashboardPage /> },
          { path: at('admin'), element: <AdminDashboardPage /> },
          {
            path: at('admin/:section'),
            element: (
              <SectionRedirect
                dashboard="/admin-dashboard"
                sections={{
                  users: '?tab=users',
                  applications: '?tab=applications',
                  payments: '?tab=payments',
                  reports: '?tab=analytics',
                  audit: '?tab=audit',
                }}
              />
            ),
          },
        ],
      },
      {
        element: <RouteGuard roles={['agent']} deniedMessage={messages.agentOnly} />,
        children: [
          { path: at('agent-dashboard'), element: <AgentDashboardPage /> },
          {
            path: at('agent/:section'),
            element: (
              <SectionRedirect
                dashboard="/agent-dashboard"
                sections={{
                  applications: '?tab=applications',
                  'new-client': '?tab=communication',
                  commission: '?tab=tasks',
                  resources: '/help',
                }}
              />
            ),
          },
        ],
      },
      {
        // The spec asks for an exact role match, but /dashboard sends enterprise users here
        // (dashboardPathByRole), so both roles that share the corporate workspace are let in.
        element: <RouteGuard roles={['corporate', 'enterprise']} deniedMessage={messages.corporateOnly} />,
        children: [
          { path: at('corporate-dashboard'), element: <CorporateDashboardPage /> },
          { path: at('enterprise/team'), element: <TeamPage /> },
          { path: at('enterprise/budget'), element: <BudgetPage /> },
          { path: at('enterprise/travel'), element: <TravelPage /> },
          { path: at('enterprise/applications'), element: <CorporateApplicationsPage /> },
          { path: at('enterprise/billing'), element: <BillingPage /> },
        ],
      },
      {
        // A company's case opens for the company's users as for the employee it was filed for.
        element: <RouteGuard roles={['general', 'corporate', 'enterprise']} />,
        children: [{ path: at('applications/:id'), element: <ApplicationDetailsPage /> }],
      },
      {
        element: <RouteGuard roles={['general']} elsewhere={travellerEquivalent} />,
        children: [
          { path: at('user-dashboard'), element: <UserDashboardPage /> },
          { path: at('applications'), element: <MyApplicationsPage /> },
          { path: at('documents'), element: <DocumentsPage /> },
          { path: at('travel-history'), element: <TravelHistoryPage /> },
          { path: at('travel-intelligence'), element: <TravelIntelligencePage /> },
          { path: at('trips/new'), element: <NewTripPage /> },
          { path: at('trips/:id'), element: <TripPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function RouteElements() {
  return useRoutes(routes);
}

/**
 * The page for the address, inside the shell. A page's error shows inside the shell (the shell's own
 * boundary); this one catches a failure of the shell itself.
 */
export function AppRoutes() {
  return (
    <PageErrorBoundary standalone>
      <RouteElements />
    </PageErrorBoundary>
  );
}
