import type { Step } from 'react-joyride';
import { PATHS } from '../../common/paths';

/** The six steps of the first-visit tour (spec §2), each on a member sidebar link. */
export const TOUR_STEPS: { path: string; title: string; content: string }[] = [
  { path: PATHS.dashboard, title: 'Dashboard', content: 'This is your Dashboard, where you can view insights.' },
  { path: PATHS.profile, title: 'Profile', content: 'Manage your profile details here.' },
  { path: PATHS.modules, title: 'Modules', content: 'Browse different learning modules here.' },
  { path: PATHS.contentLibrary, title: 'Library', content: 'Access all saved content in the library.' },
  { path: PATHS.savedVideos, title: 'Saved videos', content: 'Watch your saved videos anytime from here.' },
  { path: PATHS.helpForm, title: 'Help', content: 'Need help? Contact support from here.' },
];

export const tourTarget = (path: string) => `nav[aria-label="Main"] a[href="${path}"]`;

/** Whether a selector points at an element a member can see. */
export type IsShown = (selector: string) => boolean;

export const isShownInDocument: IsShown = (selector) => {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
};

/** Steps must be objects with a target; a step whose target is missing or hidden is left out. */
export function availableSteps(steps: unknown[], isShown: IsShown): Step[] {
  return steps.filter((step): step is Step => {
    if (!step || typeof step !== 'object') return false;
    const { target } = step as { target?: unknown };
    return typeof target === 'string' && target.length > 0 && isShown(target);
  });
}

export const memberTourSteps = (): Step[] =>
  TOUR_STEPS.map(({ path, title, content }) => ({ target: tourTarget(path), title, content, placement: 'right' }));
