/**
 * What `resize-observer-polyfill` gives in every browser the build targets: their own ResizeObserver
 * (the polyfill returns it too when present, so only its unused code goes; vite.config.ts aliases it).
 */
export default globalThis.ResizeObserver;
