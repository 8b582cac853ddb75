export { AuthOutlet } from './auth-layout';
export { ForgetPasswordPage } from './forget-password-page';
export { LoginPage } from './login-page';
export { NewPasswordPage, ResetPasswordPage } from './new-password-page';
export { SignupPage } from './signup-page';
export { VerificationPage } from './verification-page';
export { VerifyCodePage } from './verify-code-page';
