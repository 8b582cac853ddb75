import type { Step } from 'react-joyride';
import { PATHS } from '../../common/paths';

/**
 * The steps of the first-visit tour (docs/PRODUCT.md#tour), one on each member sidebar link in its order:
 * Dashboard to Help, with Review and Equity before Help.
 */
export const TOUR_STEPS: { path: string; title: string; content: string }[] = [
  { path: PATHS.dashboard, title: 'Dashboard', content: 'This is your Dashboard, where you can view insights.' },
  { path: PATHS.profile, title: 'Profile', content: 'Manage your profile details here.' },
  { path: PATHS.modules, title: 'Modules', content: 'Browse different learning modules here.' },
  { path: PATHS.contentLibrary, title: 'Library', content: 'Access all saved content in the library.' },
  { path: PATHS.savedVideos, title: 'Saved videos', content: 'Watch your saved videos anytime from here.' },
  { path: PATHS.review, title: 'Review', content: 'Practise the spots you missed, each back when it is due.' },
  { path: PATHS.equity, title: 'Equity', content: 'Work out how a hand or range does against others, on any board.' },
  {
    path: PATHS.live,
    title: 'Live',
    content: 'Join live classes with the coaches, and add the next ones to your calendar.',
  },
  { path: PATHS.helpForm, title: 'Help', content: 'Need help? Contact support from here.' },
];

export const tourTarget = (path: string) => `nav[aria-label="Main"] a[href="${path}"]`;

/** Why a step's target cannot be pointed at, in the words the tour reports it with. */
export const TARGET_PROBLEMS = { missing: 'Target not mounted', hidden: 'Target not visible' } as const;
export type TargetProblem = (typeof TARGET_PROBLEMS)[keyof typeof TARGET_PROBLEMS];

/** What keeps a selector's element from being pointed at, or undefined when a member can see it. */
export type TargetCheck = (selector: string) => TargetProblem | undefined;

export const targetProblemInDocument: TargetCheck = (selector) => {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return TARGET_PROBLEMS.missing;
  const box = element.getBoundingClientRect();
  const seen = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  return seen ? undefined : TARGET_PROBLEMS.hidden;
};

/**
 * Steps must be objects with a target; a step whose target is missing or hidden is left out, and
 * `report` (the console) says which and why, so a skipped step can be told from a lost one.
 */
export function availableSteps(
  steps: unknown[],
  problemOf: TargetCheck,
  report: (problem: TargetProblem, target: string) => void = console.warn,
): Step[] {
  return steps.filter((step): step is Step => {
    if (!step || typeof step !== 'object') return false;
    const { target } = step as { target?: unknown };
    if (typeof target !== 'string' || target.length === 0) return false;
    const problem = problemOf(target);
    if (problem) report(problem, target);
    return problem === undefined;
  });
}

export const memberTourSteps = (): Step[] =>
  TOUR_STEPS.map(({ path, title, content }) => ({ target: tourTarget(path), title, content, placement: 'right' }));
