export { prefetchProfile, ProfilePage } from './profile-page';
export { EditProfilePage } from './edit-profile-page';
