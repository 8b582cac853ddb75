import Bowser from 'bowser';

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'other';

export interface Device {
  /** What a person recognises: `Chrome on Linux`, `Safari on iPhone`. */
  name: string;
  type: DeviceType;
}

const UNKNOWN: Device = { name: 'Unknown device', type: 'other' };
const TYPES = new Set<string>(['desktop', 'mobile', 'tablet']);

/** A device as the profile names it, from the user agent a sign-in sent. */
export function describeDevice(userAgent: string | null): Device {
  if (!userAgent) return UNKNOWN;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const place = platform.model ?? os.name;
  const name = [browser.name, place].filter(Boolean).join(' on ');
  if (!name) return { ...UNKNOWN, name: userAgent.slice(0, 60) };
  return { name, type: platform.type && TYPES.has(platform.type) ? (platform.type as DeviceType) : 'other' };
}
