import { DRAWN_ANSWERS_ID } from '../../common/drawn-page';
import { getSession, memberOfKey } from '../../providers/session';

/**
 * The answers the server drew this page from, keyed by screen: a `<script type="application/json">`,
 * which the browser does not run (the CSP allows no inline script). Empty on any other page, and when
 * they were drawn for another member than the app's session is (the page's cookie and the browser's
 * storage can disagree: storage edited by hand, another tab signed in as someone else meanwhile).
 */
export function readDrawnAnswers(): Record<string, unknown> {
  const element = document.getElementById(DRAWN_ANSWERS_ID);
  if (!element?.textContent || element.dataset.member !== memberOfKey(getSession().token)) return {};
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Whether the server drew this page: its scripts then wait for the answers' code before the first render. */
export const pageIsDrawn = () => document.getElementById(DRAWN_ANSWERS_ID) !== null;
