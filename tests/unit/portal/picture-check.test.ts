import { describe, expect, it } from 'vitest';
import { checkImage as pictureProblem } from '../../../src/components/file-checks';

describe('the profile picture check', () => {
  it('accepts an image up to 5 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 5_242_880 })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(pictureProblem({ type: 'application/pdf', size: 10 })).toBe('Please select a valid image file');
  });

  it('refuses an image over 5 MB', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 5_242_881 })).toBe('File size exceeds 5MB');
  });
});
