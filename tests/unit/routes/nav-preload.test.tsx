import { render } from '@testing-library/react';
import { Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../providers/session';
import { navFor, preloadNav } from '../../../src/layout/nav-items';
import { STAFF_RULES_OF } from '../helpers/staff-rules';

/**
 * The sidebar's icons are lazy (the first page carries none of them). One still loading when the signed-in
 * frame first renders made React render the whole frame again once it came: nine renders of a staff screen's
 * frame before its first commit. This file has a module graph of its own (vitest.config.ts): in a shared
 * one another file's sidebar may have loaded every icon already.
 */
type NavSession = Pick<Session, 'role' | 'subscribed' | 'staffRules'>;
const sessions: Record<string, NavSession> = {
  staff: { role: 'admin', subscribed: false, staffRules: STAFF_RULES_OF.admin },
  'a member with a membership': { role: 'member', subscribed: true, staffRules: {} },
  'a member without one': { role: 'member', subscribed: false, staffRules: {} },
};

describe("the sidebar's icons, loaded with the frame (preloadNav)", () => {
  it.each(Object.entries(sessions))('are drawn in the first render for %s', async (_, session) => {
    await preloadNav(session);
    const links = navFor(session);
    const { container } = render(
      <>
        {links.map((link) => (
          <Fragment key={link.path}>{link.icon}</Fragment>
        ))}
      </>,
    );
    // No await: the first commit already holds each icon's drawing, not its placeholder.
    expect(container.querySelectorAll('.anticon svg')).toHaveLength(links.length);
  });
});
