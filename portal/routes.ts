import { lazyNamed } from '../src/routes/lazy-named';
import type { AppRoute } from '../src/routes/types';
import { LoginPage } from './auth/login-page';

// One chunk per account screen; the login page, every visitor's first, comes in the app's own chunk.
const signup = () => import('./auth/signup-page');
const forgetPassword = () => import('./auth/forget-password-page');
const verifyCode = () => import('./auth/verify-code-page');
const newPassword = () => import('./auth/new-password-page');
const verification = () => import('./auth/verification-page');
const account = () => import('./account/change-password-page');
const selectPlan = () => import('./select-plan');
const dashboard = () => import('./dashboard');
const lectureDetails = () => import('./lecture-details');
const savedVideos = () => import('./saved-videos');
const profile = () => import('./profile');
const modules = () => import('./modules');
const contentLibrary = () => import('./content-library');
const helpForm = () => import('./help-form');
const digest = () => import('./digest');

/** The account screens: open to anyone, inside the shared auth layout. */
export const authRoutes: AppRoute[] = [
  { path: '/', component: LoginPage, access: 'public', title: 'Login', audience: 'public' },
  { path: '/login', component: LoginPage, access: 'public', title: 'Login', audience: 'public' },
  {
    path: '/sign-up',
    component: lazyNamed(signup, 'SignupPage'),
    access: 'public',
    title: 'Sign Up',
    audience: 'public',
  },
  {
    path: '/forget-password',
    component: lazyNamed(forgetPassword, 'ForgetPasswordPage'),
    access: 'public',
    title: 'Forget Password',
    audience: 'public',
  },
  {
    path: '/forget-password2',
    component: lazyNamed(verifyCode, 'VerifyCodePage'),
    access: 'public',
    title: 'Verification Code',
    audience: 'public',
  },
  {
    path: '/forget-password3',
    component: lazyNamed(newPassword, 'NewPasswordPage'),
    access: 'public',
    title: 'New Password',
    audience: 'public',
  },
  {
    path: '/reset-password',
    component: lazyNamed(newPassword, 'ResetPasswordPage'),
    access: 'public',
    title: 'Reset Password',
    audience: 'public',
  },
  {
    path: '/thankyou-verification',
    component: lazyNamed(verification, 'VerificationPage'),
    access: 'public',
    title: 'Account Verification',
    audience: 'public',
  },
  {
    path: '/unsubscribe-digest',
    component: lazyNamed(digest, 'UnsubscribeDigestPage'),
    access: 'public',
    title: 'Weekly Digest',
    audience: 'public',
  },
];

/** Member screens inside the signed-in shell (docs/PRODUCT.md#who-sees-what says who may open each). */
export const memberRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    component: lazyNamed(dashboard, 'DashboardPage'),
    access: 'subscriber',
    title: 'Dashboard',
    audience: 'member',
    prefetch: () => dashboard().then((m) => m.prefetchDashboard()),
  },
  {
    path: '/select-plan',
    component: lazyNamed(selectPlan, 'SelectPlanPage'),
    access: 'signed-in',
    title: 'Purchase Plan',
    audience: 'member',
  },
  {
    path: '/help-form',
    component: lazyNamed(helpForm, 'HelpFormPage'),
    access: 'signed-in',
    title: 'Help/Support',
    audience: 'member',
  },
  {
    path: '/profile',
    component: lazyNamed(profile, 'ProfilePage'),
    access: 'signed-in',
    title: 'User Profile',
    audience: 'shared',
  },
  {
    path: '/profile/edit-profile',
    component: lazyNamed(profile, 'EditProfilePage'),
    access: 'subscriber',
    title: 'Edit Profile',
    audience: 'shared',
  },
  {
    path: '/profile/change-password',
    component: lazyNamed(account, 'ChangePasswordPage'),
    // The password guards the account, not the membership: a member who has not paid may still change it.
    access: 'signed-in',
    title: 'Change Password',
    audience: 'shared',
  },
  {
    path: '/content-library',
    component: lazyNamed(contentLibrary, 'ContentLibraryPage'),
    access: 'subscriber',
    title: 'Content Library',
    audience: 'member',
  },
  {
    path: '/saved-videos',
    component: lazyNamed(savedVideos, 'SavedVideosPage'),
    access: 'subscriber',
    title: 'Saved Videos',
    audience: 'member',
  },
  {
    path: '/lecture-management',
    component: lazyNamed(modules, 'Modules'),
    access: 'subscriber',
    title: 'Module Management',
    audience: 'shared',
  },
  {
    path: '/lecture-management/lecture-details/:id',
    component: lazyNamed(lectureDetails, 'LectureDetails'),
    access: 'subscriber',
    title: 'Module Management',
    audience: 'shared',
  },
];
