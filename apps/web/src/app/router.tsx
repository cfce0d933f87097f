import { contentSlugs, messages } from '@visabridge/contract';
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/pages/landing-page';
import { RootLayout } from './layout/root-layout';
import { RouteErrorScreen } from './route-error-screen';
import { RouteGuard } from './route-guard';
import { SectionRedirect } from './section-redirect';
import { travellerEquivalent } from './traveller-equivalents';

// Pages other than the landing page load on demand to keep the first download small.
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const AcceptInvitationPage = lazy(() => import('../features/auth/pages/accept-invitation-page'));
const LinkAccountPage = lazy(() => import('../features/auth/pages/link-account-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/pages/verify-email-page'));
const DashboardRedirectPage = lazy(() => import('../features/dashboard/pages/dashboard-redirect-page'));
const UserDashboardPage = lazy(() => import('../features/dashboard/pages/user-dashboard-page'));
const AdminDashboardPage = lazy(() => import('../features/admin/pages/admin-dashboard-page'));
const AgentDashboardPage = lazy(() => import('../features/agent/pages/agent-dashboard-page'));
const CorporateDashboardPage = lazy(() => import('../features/corporate/pages/corporate-dashboard-page'));
const TeamPage = lazy(() => import('../features/corporate/pages/team-page'));
const BudgetPage = lazy(() => import('../features/corporate/pages/budget-page'));
const TravelPage = lazy(() => import('../features/corporate/pages/travel-page'));
const CorporateApplicationsPage = lazy(() => import('../features/corporate/pages/applications-page'));
const BillingPage = lazy(() => import('../features/corporate/pages/billing-page'));
const VisaCheckPage = lazy(() => import('../features/visa-check/pages/visa-check-page'));
const NewApplicationPage = lazy(() => import('../features/applications/pages/new-application-page'));
const MyApplicationsPage = lazy(() => import('../features/applications/pages/my-applications-page'));
const ApplicationDetailsPage = lazy(() => import('../features/applications/pages/application-details-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const PaymentsPage = lazy(() => import('../features/payments/pages/payments-page'));
const NotificationsPage = lazy(() => import('../features/notifications/pages/notifications-page'));
const DocumentsPage = lazy(() => import('../features/traveller/pages/documents-page'));
const TravelHistoryPage = lazy(() => import('../features/traveller/pages/travel-history-page'));
const TravelIntelligencePage = lazy(() => import('../features/traveller/pages/travel-intelligence-page'));
const VerificationPage = lazy(() => import('../features/traveller/pages/verification-page'));
const HelpPage = lazy(() => import('../features/help/pages/help-page'));
const FaqPage = lazy(() => import('../features/help/pages/faq-page'));
const ContactPage = lazy(() => import('../features/contact/pages/contact-page'));
const ConsultationPage = lazy(() => import('../features/consultations/pages/consultation-page'));
const ChatPage = lazy(() => import('../features/chat/pages/chat-page'));
const NotFoundPage = lazy(() => import('../features/content/pages/not-found-page'));
const ContentPage = lazy(() => import('../features/content/pages/content-page'));

/**
 * Every page's error boundary: a page that fails to load or render shows the product's error screen in
 * the shell's main area, with the navigation bar and footer still there.
 */
const withPageBoundary = (pages: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorScreen />, children: pages },
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Only if the shell itself fails; a page's error shows inside the shell.
    errorElement: <RouteErrorScreen standalone />,
    children: withPageBoundary([
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'accept-invitation', element: <AcceptInvitationPage /> },
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'visa-check', element: <VisaCheckPage /> },
      { path: 'help', element: <HelpPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'contact', element: <ContactPage /> },
      ...contentSlugs.map((slug) => ({ path: slug, element: <ContentPage slug={slug} /> })),
      { path: 'consultation', element: <ConsultationPage /> },
      // Visitors see how to reach support; signed-in users their conversation, staff the inbox.
      { path: 'chat', element: <ChatPage /> },
      {
        element: <RouteGuard />,
        children: [
          { path: 'dashboard', element: <DashboardRedirectPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'payment', element: <PaymentsPage /> },
          { path: 'application', element: <NewApplicationPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'verification', element: <VerificationPage /> },
          { path: 'link-account', element: <LinkAccountPage /> },
        ],
      },
      {
        element: <RouteGuard roles={['admin']} deniedMessage={messages.adminOnly} />,
        children: [
          { path: 'admin-dashboard', element: <AdminDashboardPage /> },
          { path: 'admin', element: <AdminDashboardPage /> },
          {
            path: 'admin/:section',
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
          { path: 'agent-dashboard', element: <AgentDashboardPage /> },
          {
            path: 'agent/:section',
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
          { path: 'corporate-dashboard', element: <CorporateDashboardPage /> },
          { path: 'enterprise/team', element: <TeamPage /> },
          { path: 'enterprise/budget', element: <BudgetPage /> },
          { path: 'enterprise/travel', element: <TravelPage /> },
          { path: 'enterprise/applications', element: <CorporateApplicationsPage /> },
          { path: 'enterprise/billing', element: <BillingPage /> },
        ],
      },
      {
        // A company's case opens for the company's users as for the employee it was filed for.
        element: <RouteGuard roles={['general', 'corporate', 'enterprise']} />,
        children: [{ path: 'applications/:id', element: <ApplicationDetailsPage /> }],
      },
      {
        element: <RouteGuard roles={['general']} elsewhere={travellerEquivalent} />,
        children: [
          { path: 'user-dashboard', element: <UserDashboardPage /> },
          { path: 'applications', element: <MyApplicationsPage /> },
          { path: 'documents', element: <DocumentsPage /> },
          { path: 'travel-history', element: <TravelHistoryPage /> },
          { path: 'travel-intelligence', element: <TravelIntelligencePage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
]);
