import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PlanCard } from '../../../portal/select-plan/plan-card';

beforeAll(() => {
  // antd's responsive parts ask for matchMedia, which jsdom lacks.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});

afterEach(cleanup);

describe('the plan card', () => {
  it('carries the membership note before Select Plan is pressed (issue 12)', () => {
    render(<PlanCard onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Select Plan' })).toBeTruthy();
    expect(screen.getByText('Profile info cannot be changed until membership is obtained.')).toBeTruthy();
  });
});
