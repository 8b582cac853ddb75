import { DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_RANGE_DAYS, RANGE_PRESET_DAYS } from '../../common/overview';
import type { DayRange } from './use-overview';

const DAY = 'YYYY-MM-DD';

/** The last `days` days up to today. */
export const lastDays = (days: number): DayRange => ({
  from: dayjs()
    .subtract(days - 1, 'day')
    .format(DAY),
  to: dayjs().format(DAY),
});
export const defaultRange = () => lastDays(DEFAULT_RANGE_DAYS);

const presets = RANGE_PRESET_DAYS.map((days) => {
  const { from, to } = lastDays(days);
  return { label: `Last ${days} days`, value: [dayjs(from), dayjs(to)] as [Dayjs, Dayjs] };
});

/** The overview's time range: a labelled range picker with the last 7, 30 and 90 days as presets. */
export function RangeField({ value, onChange }: { value: DayRange; onChange(range: DayRange): void }) {
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text id="overview-range-label">Time range</Typography.Text>
      <DatePicker.RangePicker
        id={{ start: 'overview-range-from', end: 'overview-range-to' }}
        aria-labelledby="overview-range-label"
        value={[dayjs(value.from), dayjs(value.to)]}
        presets={presets}
        allowClear={false}
        disabledDate={(day) => day.isAfter(dayjs(), 'day')}
        onChange={(days) => {
          if (days?.[0] && days[1]) onChange({ from: days[0].format(DAY), to: days[1].format(DAY) });
        }}
      />
    </Flex>
  );
}
