import { authModule } from './auth/routes.js';
import { categoriesModule } from './catalogue/categories.js';
import { coursesModule } from './catalogue/courses.js';
import { tagsModule } from './catalogue/tags.js';
import { digestModule } from './digest/routes.js';
import { favouritesModule } from './favourites/routes.js';
import { lectureCaptionsModule } from './lectures/captions.js';
import { lecturesModule } from './lectures/routes.js';
import { libraryModule } from './library/routes.js';
import { imageUploadModule } from './media/image-upload.js';
import type { ApiModule } from './module.js';
import { notificationsModule } from './notifications/routes.js';
import { overviewModule } from './overview/routes.js';
import { paymentsModule } from './payments/routes.js';
import { progressModule } from './progress/routes.js';
import { promotionsModule } from './promotions/routes.js';
import { rangeChartsModule } from './range-charts/routes.js';
import { searchModule } from './search/routes.js';
import { secondFactorModule } from './second-factor/routes.js';
import { sessionsModule } from './sessions/routes.js';
import { spotsModule } from './spots/routes.js';
import { staffUsersModule } from './staff-users/routes.js';
import { supportModule } from './support/routes.js';
import { uploadsModule } from './uploads/routes.js';
import { usersModule } from './users/routes.js';
import { videosModule } from './videos/routes.js';

/** Every domain of the API; adding one is a folder and a line here. */
export const apiModules: ApiModule[] = [
  authModule,
  secondFactorModule,
  usersModule,
  sessionsModule,
  staffUsersModule,
  categoriesModule,
  tagsModule,
  coursesModule,
  lecturesModule,
  lectureCaptionsModule,
  promotionsModule,
  supportModule,
  notificationsModule,
  imageUploadModule,
  uploadsModule,
  videosModule,
  libraryModule,
  favouritesModule,
  spotsModule,
  rangeChartsModule,
  searchModule,
  progressModule,
  paymentsModule,
  digestModule,
  overviewModule,
];
