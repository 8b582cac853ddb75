import { describe, expect, it, vi } from 'vitest';
import { memberRoutes } from '../../../portal/routes';
import {
  availableSteps,
  memberTourSteps,
  TARGET_PROBLEMS,
  type TargetProblem,
  TOUR_STEPS,
  tourTarget,
} from '../../../portal/tour/tour-steps';

const seen = () => undefined;

describe('the first-visit tour', () => {
  it('has one step a member sidebar link, in its order, with Review, Equity and Live before Help', () => {
    expect(TOUR_STEPS.map((step) => step.content)).toEqual([
      'This is your Dashboard, where you can view insights.',
      'Manage your profile details here.',
      'Browse different learning modules here.',
      'Access all saved content in the library.',
      'Watch your saved videos anytime from here.',
      'Practise the spots you missed, each back when it is due.',
      'Work out how a hand or range does against others, on any board.',
      'Join live classes with the coaches, and add the next ones to your calendar.',
      'Need help? Contact support from here.',
    ]);
    expect(memberTourSteps()[0].target).toBe('nav[aria-label="Main"] a[href="/dashboard"]');
  });

  it('points at every link of the member sidebar, in its order', () => {
    const sidebar = memberRoutes
      .filter((route) => route.nav?.sidebars.includes('subscribed'))
      .map((route) => route.path);
    expect(TOUR_STEPS.map((step) => step.path)).toEqual(sidebar);
  });

  it('gives each step its title', () => {
    expect(memberTourSteps().map((step) => step.title)).toEqual([
      'Dashboard',
      'Profile',
      'Modules',
      'Library',
      'Saved videos',
      'Review',
      'Equity',
      'Live',
      'Help',
    ]);
  });

  it('keeps every step whose target is shown, and reports nothing', () => {
    const report = vi.fn();
    expect(availableSteps(memberTourSteps(), seen, report)).toHaveLength(9);
    expect(report).not.toHaveBeenCalled();
  });

  it('leaves out steps whose target is missing or hidden, reporting each as not mounted or not visible', () => {
    const problems: Record<string, TargetProblem> = {
      [tourTarget('/content-library')]: TARGET_PROBLEMS.missing,
      [tourTarget('/help-form')]: TARGET_PROBLEMS.hidden,
    };
    const report = vi.fn();
    const shown = availableSteps(memberTourSteps(), (selector) => problems[selector], report);
    expect(report.mock.calls).toEqual([
      ['Target not mounted', tourTarget('/content-library')],
      ['Target not visible', tourTarget('/help-form')],
    ]);
    expect(shown.map((step) => step.content)).toEqual([
      'This is your Dashboard, where you can view insights.',
      'Manage your profile details here.',
      'Browse different learning modules here.',
      'Watch your saved videos anytime from here.',
      'Practise the spots you missed, each back when it is due.',
      'Work out how a hand or range does against others, on any board.',
      'Join live classes with the coaches, and add the next ones to your calendar.',
    ]);
  });

  it('leaves out anything that is not an object with a target', () => {
    const steps = [
      null,
      'step',
      { content: 'no target' },
      { target: '', content: 'empty' },
      { target: '#ok', content: 'ok' },
    ];
    expect(availableSteps(steps, seen)).toEqual([{ target: '#ok', content: 'ok' }]);
  });
});
