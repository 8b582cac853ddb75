/**
 * Every domain of the API, each a folder with its routes: adding one is its folder and a line here.
 * app.ts mounts every export of this file.
 */
export { authModule } from './auth/routes.js';
export { secondFactorModule } from './second-factor/routes.js';
export { profileModule } from './profile/routes.js';
export { sessionsModule } from './sessions/routes.js';
export { usersModule } from './users/routes.js';
export { categoriesModule } from './catalogue/categories-routes.js';
export { tagsModule } from './catalogue/tags-routes.js';
export { coursesModule } from './catalogue/courses-routes.js';
export { lecturesModule } from './lectures/routes.js';
export { lectureCaptionsModule } from './lectures/caption-routes.js';
export { promotionsModule } from './promotions/routes.js';
export { supportModule } from './support/routes.js';
export { notificationsModule } from './notifications/routes.js';
export { imageUploadModule } from './media/image-upload.js';
export { uploadsModule } from './uploads/routes.js';
export { videosModule } from './videos/routes.js';
export { libraryModule } from './library/routes.js';
export { favouritesModule } from './favourites/routes.js';
export { spotsModule } from './spots/routes.js';
export { rangeChartsModule } from './range-charts/routes.js';
export { searchModule } from './search/routes.js';
export { progressModule } from './progress/routes.js';
export { paymentsModule } from './payments/routes.js';
export { plansModule } from './plans/routes.js';
export { offersModule } from './offers/routes.js';
export { billingModule } from './billing/routes.js';
export { seatsModule } from './seats/routes.js';
export { digestModule } from './digest/routes.js';
export { overviewModule } from './overview/routes.js';
export { decisionsModule } from './decisions/routes.js';
export { reviewModule } from './review/routes.js';
export { hardestDecisionsModule } from './decisions/hardest-routes.js';
export { handHistoriesModule } from './hand-histories/routes.js';
export { discussionsModule } from './discussions/routes.js';
export { auditModule } from './audit/routes.js';
export { liveModule } from './live/routes.js';
export { liveChatModule } from './live-chat/routes.js';
export { liveStreamModule } from './live/stream-routes.js';
export { liveMarkersModule } from './live/marker-routes.js';
