import { createDataProvider, pathsFrom } from '../../providers/data-provider';
import { apiPaths } from '..';

/** The staff screens' data provider, its path table taken from the resource definitions. */
export const dataProvider = createDataProvider(apiPaths);
export const resourcePath = pathsFrom(apiPaths);
