export { DashboardPage, prefetchDashboard } from './dashboard-page';
