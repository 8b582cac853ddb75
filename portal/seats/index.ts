export { JoinTeamPage } from './join-team-page';
