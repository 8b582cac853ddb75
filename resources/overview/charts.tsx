import dayjs from 'dayjs';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DropOffResponse, OverviewResponse } from '../../providers/types';
import { useChartTheme } from './use-chart-theme';

const CHART_STYLE = { width: '100%', height: 260 };
// A little room on the left: an axis sized to its labels (width auto) can leave a label's first glyph a fraction of a pixel outside.
const MARGIN = { top: 10, right: 10, bottom: 0, left: 4 };
const shortDay = (day: string) => dayjs(day).format('D MMM');
const fewDigits = (value: number) => value.toLocaleString('en', { maximumSignificantDigits: 2 });

/** What a chart shows, in words, for those who cannot see it. */
const described = (title: string, points: string[]) => ({ title, desc: `${title}: ${points.join(', ')}.` });

export function SignUpsChart({ weeks }: { weeks: OverviewResponse['signUpsPerWeek'] }) {
  const colours = useChartTheme();
  const text = described(
    'Sign-ups per week',
    weeks.map((week) => `week of ${shortDay(week.week)} ${week.signUps}`),
  );
  return (
    <BarChart data={weeks} responsive style={CHART_STYLE} margin={MARGIN} {...text}>
      <CartesianGrid stroke={colours.grid} vertical={false} />
      <XAxis dataKey="week" tickFormatter={shortDay} {...colours.axis} />
      <YAxis allowDecimals={false} width={40} {...colours.axis} />
      <Tooltip
        {...colours.tooltip}
        cursor={colours.cursor}
        labelFormatter={(week) => `Week of ${shortDay(String(week))}`}
      />
      <Bar dataKey="signUps" name="Sign-ups" fill={colours.series} radius={[4, 4, 0, 0]} />
    </BarChart>
  );
}

export function WatchHoursChart({ days }: { days: OverviewResponse['watchHoursPerDay'] }) {
  const colours = useChartTheme();
  const text = described(
    'Watch hours per day',
    days.filter((day) => day.hours > 0).map((day) => `${shortDay(day.day)} ${day.hours} h`),
  );
  return (
    <AreaChart data={days} responsive style={CHART_STYLE} margin={MARGIN} {...text}>
      <CartesianGrid stroke={colours.grid} vertical={false} />
      <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} {...colours.axis} />
      {/* A few seconds watched make ticks like 0.0075 h: two significant digits, and as wide as the longest. */}
      <YAxis width="auto" tickFormatter={fewDigits} {...colours.axis} />
      <Tooltip {...colours.tooltip} labelFormatter={(day) => shortDay(String(day))} />
      <Area
        dataKey="hours"
        name="Hours"
        type="monotone"
        stroke={colours.series}
        fill={colours.series}
        fillOpacity={0.2}
      />
    </AreaChart>
  );
}

export function DropOffChart({ curve }: { curve: DropOffResponse }) {
  const colours = useChartTheme();
  const text = described(
    `Drop-off of ${curve.name}`,
    curve.points.filter((point) => point.percent % 25 === 0).map((point) => `${point.share} % at ${point.percent} %`),
  );
  return (
    <LineChart data={curve.points} responsive style={CHART_STYLE} margin={MARGIN} {...text}>
      <CartesianGrid stroke={colours.grid} vertical={false} />
      <XAxis dataKey="percent" tickFormatter={(percent) => `${percent} %`} {...colours.axis} />
      <YAxis domain={[0, 100]} tickFormatter={(share) => `${share} %`} width={56} {...colours.axis} />
      <Tooltip
        {...colours.tooltip}
        labelFormatter={(percent) => `At ${percent} % of the lecture`}
        formatter={(share) => [`${share} %`, 'Still watching']}
      />
      <Line
        dataKey="share"
        name="Still watching"
        type="stepAfter"
        stroke={colours.series}
        strokeWidth={2}
        dot={false}
      />
    </LineChart>
  );
}
