/**
 * Addresses of the build's own files (its hashed /assets/ folder, scripts and style sheets anywhere): when
 * static serving did not find one, it is gone (a tab opened before a rebuild asks for the old hashes), and
 * the answer is a 404. The app's page instead would reach the browser as a script or style sheet and break it.
 */
const BUILD_FILE = /^\/assets\/|\.(?:js|mjs|css|map)$/;

export const isMissingBuildFile = (pathname: string): boolean => BUILD_FILE.test(pathname);
