export { HelpFormPage } from './help-form-page';
