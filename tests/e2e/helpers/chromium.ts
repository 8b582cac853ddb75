/**
 * Debian's Chromium and the flags every headless run here uses: no sandbox as root, no GPU, no network
 * chatter (the machine is offline). Benches and screenshots use the whole browser, as members have it.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the browser tests drive: Chromium's headless shell (Debian's `chromium-headless-shell`), the same
 * Blink and V8 without the whole browser around them. It spends about a quarter less processor time on
 * the same tests, and the browser suite is bound by processor time on two cores. `CHROMIUM_PATH` names one
 * Chromium for everything instead.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
