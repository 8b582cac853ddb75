import { describe, expect, it } from 'vitest';
import { availableSteps, memberTourSteps, TOUR_STEPS, tourTarget } from '../../../portal/tour/tour-steps';

describe('the first-visit tour', () => {
  it('has the spec six steps on the member sidebar links', () => {
    expect(TOUR_STEPS.map((step) => step.content)).toEqual([
      'This is your Dashboard, where you can view insights.',
      'Manage your profile details here.',
      'Browse different learning modules here.',
      'Access all saved content in the library.',
      'Watch your saved videos anytime from here.',
      'Need help? Contact support from here.',
    ]);
    expect(memberTourSteps()[0].target).toBe('nav[aria-label="Main"] a[href="/dashboard"]');
  });

  it('gives each step its title', () => {
    expect(memberTourSteps().map((step) => step.title)).toEqual([
      'Dashboard',
      'Profile',
      'Modules',
      'Library',
      'Saved videos',
      'Help',
    ]);
  });

  it('keeps every step whose target is shown', () => {
    expect(availableSteps(memberTourSteps(), () => true)).toHaveLength(6);
  });

  it('leaves out steps whose target is missing or hidden', () => {
    const hidden = new Set([tourTarget('/content-library'), tourTarget('/help-form')]);
    const shown = availableSteps(memberTourSteps(), (selector) => !hidden.has(selector));
    expect(shown.map((step) => step.content)).toEqual([
      'This is your Dashboard, where you can view insights.',
      'Manage your profile details here.',
      'Browse different learning modules here.',
      'Watch your saved videos anytime from here.',
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
    expect(availableSteps(steps, () => true)).toEqual([{ target: '#ok', content: 'ok' }]);
  });
});
