import { DRAWN_ANSWERS_ID } from '../../common/drawn-page';

/**
 * The answers the server drew this page from, keyed by screen: a `<script type="application/json">`,
 * which the browser does not run (the CSP allows no inline script). Empty on any other page.
 */
export function readDrawnAnswers(): Record<string, unknown> {
  const element = document.getElementById(DRAWN_ANSWERS_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Whether the server drew this page: its scripts then wait for the answers' code before the first render. */
export const pageIsDrawn = () => document.getElementById(DRAWN_ANSWERS_ID) !== null;
