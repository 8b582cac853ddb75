import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { type EventData, EVENTS, Joyride, STATUS, type Step } from 'react-joyride';
import { authApi } from '../../providers/auth-api';
import { sidebarControl } from '../../src/routes/sidebar-control';
import { TOUR } from '../constants';
import { markTourDone, tourPending } from './tour-state';
import { availableSteps, memberTourSteps, targetProblemInDocument } from './tour-steps';

const LOCALE = { back: 'Back', close: 'Close', last: 'Last', next: 'Next', skip: 'Skip' };

/** The first-visit tour: runs while `firstLogin` is not `false`; finishing or skipping ends it for good. */
export function MemberTour() {
  const { token } = theme.useToken();
  const [steps, setSteps] = useState<Step[]>([]);
  const [run, setRun] = useState(false);

  useEffect(() => {
    if (!tourPending()) return;
    // Every step points at a sidebar link: on a phone the collapsed sidebar shows none, so it opens for the tour.
    const openedSidebar = sidebarControl.hidesWhenCollapsed();
    if (openedSidebar) sidebarControl.show(true);
    // The sidebar renders with the page; pick the steps whose links are on screen.
    const timer = window.setTimeout(() => {
      const shown = availableSteps(memberTourSteps(), targetProblemInDocument);
      setSteps(shown);
      setRun(shown.length > 0);
    }, 300);
    return () => {
      window.clearTimeout(timer);
      if (openedSidebar) sidebarControl.show(false);
    };
  }, []);

  const onEvent = (data: EventData) => {
    const ended = data.type === EVENTS.TOUR_END || data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED;
    if (!ended || !run) return;
    setRun(false);
    if (sidebarControl.hidesWhenCollapsed()) sidebarControl.show(false);
    markTourDone();
    void authApi.tourComplete().catch(() => undefined);
  };

  if (steps.length === 0) return null;
  return (
    <Joyride
      steps={steps}
      run={run}
      continuous
      onEvent={onEvent}
      locale={LOCALE}
      options={{
        skipBeacon: true,
        buttons: ['back', 'close', 'primary', 'skip'],
        scrollOffset: TOUR.scrollOffset,
        scrollDuration: TOUR.scrollDuration,
        spotlightPadding: TOUR.spotlightPadding,
        width: TOUR.tooltipWidth,
        primaryColor: token.colorPrimary,
        backgroundColor: token.colorBgElevated,
        textColor: token.colorText,
        zIndex: 1100,
      }}
      // The tooltip is drawn outside antd's tree, so it takes the app's font from the theme.
      styles={{ tooltip: { fontFamily: token.fontFamily } }}
    />
  );
}
