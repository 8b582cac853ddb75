import { tagStore } from './catalogue-store.js';
import { titledResourceModule } from './titled-routes.js';

export const tagsModule = titledResourceModule({ path: 'tags', plural: 'tags', exportFile: 'tags', store: tagStore });
