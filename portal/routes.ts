import { PATHS } from '../common/paths';
import { lazyNamed } from '../src/routes/lazy-named';
import type { AppRoute } from '../src/routes/types';
import { LoginPage } from './auth/login-page';

// One chunk per screen, which the page for its address preloads (build/route-preloads.ts). The login page,
// every visitor's first, comes in the app's own chunk: a chunk of its own would bring the antd controls and
// form it shares with other screens as separate files, so more bytes and a later first paint on /login.
const signup = () => import('./auth/signup-page');
const forgetPassword = () => import('./auth/forget-password-page');
const verifyCode = () => import('./auth/verify-code-page');
const newPassword = () => import('./auth/new-password-page');
const verification = () => import('./auth/verification-page');
const account = () => import('./profile/change-password-page');
const selectPlan = () => import('./payments');
const dashboard = () => import('./dashboard');
const lectureDetails = () => import('./lectures');
const savedVideos = () => import('./favourites');
const profile = () => import('./profile');
const modules = () => import('./library/modules-page');
const contentLibrary = () => import('./library');
const helpForm = () => import('./support');
const digest = () => import('./digest');
const review = () => import('./review');
const equity = () => import('./equity');
const seats = () => import('./seats');
const live = () => import('./live');

/** The account screens: open to anyone, inside the shared auth layout. */
export const authRoutes: AppRoute[] = [
  { path: PATHS.home, component: LoginPage, access: 'public', title: 'Login', audience: 'public' },
  { path: PATHS.login, component: LoginPage, access: 'public', title: 'Login', audience: 'public' },
  {
    path: PATHS.signUp,
    component: lazyNamed(signup, 'SignupPage'),
    access: 'public',
    title: 'Sign Up',
    audience: 'public',
  },
  {
    path: PATHS.forgetPassword,
    component: lazyNamed(forgetPassword, 'ForgetPasswordPage'),
    access: 'public',
    title: 'Forget Password',
    audience: 'public',
  },
  {
    path: PATHS.verifyCode,
    component: lazyNamed(verifyCode, 'VerifyCodePage'),
    access: 'public',
    title: 'Verification Code',
    audience: 'public',
  },
  {
    path: PATHS.newPassword,
    component: lazyNamed(newPassword, 'NewPasswordPage'),
    access: 'public',
    title: 'New Password',
    audience: 'public',
  },
  {
    path: PATHS.resetPassword,
    component: lazyNamed(newPassword, 'ResetPasswordPage'),
    access: 'public',
    title: 'Reset Password',
    audience: 'public',
  },
  {
    path: PATHS.verification,
    component: lazyNamed(verification, 'VerificationPage'),
    access: 'public',
    title: 'Account Verification',
    audience: 'public',
  },
  {
    path: PATHS.unsubscribeDigest,
    component: lazyNamed(digest, 'UnsubscribeDigestPage'),
    access: 'public',
    title: 'Weekly Digest',
    audience: 'public',
  },
  {
    // Public: opened signed out, it keeps the invite for after the sign-in (it asks for one to join).
    path: PATHS.joinTeam,
    component: lazyNamed(seats, 'JoinTeamPage'),
    access: 'public',
    title: 'Join a Team',
    audience: 'public',
  },
];

type NavIconName = keyof typeof import('./nav-icons');

/** A sidebar link's icon, loaded with the signed-in frame. */
const icon = (name: NavIconName) => () => import('./nav-icons').then((icons) => ({ default: icons[name] }));

/**
 * Member screens inside the signed-in shell, each with who may open it, in sidebar order: a row's `nav`
 * puts its link in the sidebars it names.
 */
export const memberRoutes: AppRoute[] = [
  {
    path: PATHS.dashboard,
    component: lazyNamed(dashboard, 'DashboardPage'),
    access: 'subscriber',
    title: 'Dashboard',
    audience: 'member',
    prefetch: (queryClient) => dashboard().then((m) => m.prefetchDashboard(queryClient)),
    nav: { label: 'Dashboard', icon: icon('DashboardOutlined'), sidebars: ['subscribed'] },
  },
  {
    path: PATHS.profile,
    component: lazyNamed(profile, 'ProfilePage'),
    access: 'signed-in',
    title: 'User Profile',
    audience: 'shared',
    prefetch: (queryClient) => profile().then((m) => m.prefetchProfile(queryClient)),
    nav: { label: 'User Profile', icon: icon('UserOutlined'), sidebars: ['subscribed', 'staff'] },
  },
  {
    path: PATHS.editProfile,
    component: lazyNamed(profile, 'EditProfilePage'),
    access: 'subscriber',
    title: 'Edit Profile',
    audience: 'shared',
  },
  {
    path: PATHS.changePassword,
    component: lazyNamed(account, 'ChangePasswordPage'),
    // The password guards the account, not the membership: a member who has not paid may still change it.
    access: 'signed-in',
    title: 'Change Password',
    audience: 'shared',
  },
  {
    path: PATHS.modules,
    component: lazyNamed(modules, 'Modules'),
    access: 'subscriber',
    title: 'Module Management',
    audience: 'shared',
    prefetch: (queryClient) => modules().then((m) => m.prefetchModules(queryClient)),
    nav: { label: 'Modules', icon: icon('PlaySquareOutlined'), sidebars: ['subscribed'] },
  },
  {
    path: PATHS.lectureDetails,
    component: lazyNamed(lectureDetails, 'LectureDetails'),
    access: 'subscriber',
    title: 'Module Management',
    audience: 'shared',
    prefetch: (queryClient, params) => lectureDetails().then((m) => m.prefetchLecture(queryClient, params)),
  },
  {
    path: PATHS.contentLibrary,
    component: lazyNamed(contentLibrary, 'ContentLibraryPage'),
    access: 'subscriber',
    title: 'Content Library',
    audience: 'member',
    prefetch: (queryClient) => contentLibrary().then((m) => m.prefetchLibrary(queryClient)),
    nav: { label: 'Content Library', icon: icon('ReadOutlined'), sidebars: ['subscribed'] },
  },
  {
    path: PATHS.savedVideos,
    component: lazyNamed(savedVideos, 'SavedVideosPage'),
    access: 'subscriber',
    title: 'Saved Videos',
    audience: 'member',
    prefetch: (queryClient) => savedVideos().then((m) => m.prefetchSavedVideos(queryClient)),
    nav: { label: 'Saved Videos', icon: icon('HeartOutlined'), sidebars: ['subscribed'] },
  },
  {
    path: PATHS.review,
    component: lazyNamed(review, 'ReviewPage'),
    access: 'subscriber',
    title: 'Review',
    audience: 'member',
    prefetch: (queryClient) => review().then((m) => m.prefetchDeck(queryClient)),
    nav: { label: 'Review', icon: icon('ScheduleOutlined'), sidebars: ['subscribed'] },
  },
  {
    path: PATHS.equity,
    component: lazyNamed(equity, 'EquityPage'),
    access: 'subscriber',
    title: 'Equity',
    audience: 'member',
    nav: { label: 'Equity', icon: icon('CalculatorOutlined'), sidebars: ['subscribed'] },
  },
  {
    path: PATHS.live,
    component: lazyNamed(live, 'LivePage'),
    access: 'subscriber',
    title: 'Live',
    audience: 'member',
    nav: { label: 'Live', icon: icon('VideoCameraOutlined'), sidebars: ['subscribed'] },
  },
  {
    path: PATHS.liveClass,
    component: lazyNamed(live, 'LiveClassPage'),
    access: 'subscriber',
    title: 'Live class',
    audience: 'member',
  },
  {
    path: PATHS.helpForm,
    component: lazyNamed(helpForm, 'HelpFormPage'),
    access: 'signed-in',
    title: 'Help/Support',
    audience: 'member',
    nav: { label: 'Help/Support', icon: icon('QuestionCircleOutlined'), sidebars: ['subscribed'] },
  },
  {
    path: PATHS.selectPlan,
    component: lazyNamed(selectPlan, 'SelectPlanPage'),
    access: 'signed-in',
    title: 'Purchase Plan',
    audience: 'member',
    nav: { label: 'Purchase Plan', icon: icon('CreditCardOutlined'), sidebars: ['unsubscribed'] },
  },
];
