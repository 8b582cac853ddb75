import { pending } from '../../src/components/feature-pending';

const PORTAL = 'the member portal issue';
const PAYMENTS = 'the membership payments issue (#5)';

export const DashboardPending = pending('Dashboard', PORTAL);
export const ProfilePending = pending('User Profile', PORTAL);
export const EditProfilePending = pending('Edit Profile', PORTAL);
export const HelpFormPending = pending('Help/Support', PORTAL);
export const ContentLibraryPending = pending('Content Library', PORTAL);
export const SavedVideosPending = pending('Saved Videos', PORTAL);
export const ModulesPending = pending('Modules', `${PORTAL} (members) and the staff back-office issue (#4) (staff)`);
export const LectureDetailsPending = pending('Lecture details', PORTAL);
export const SelectPlanPending = pending('Purchase Plan', PAYMENTS);
