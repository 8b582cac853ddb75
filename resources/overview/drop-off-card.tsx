import { Alert, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { ChartCard } from './chart-card';
import { DropOffChart } from './charts';
import { type DayRange, useDropOff, useLectureChoices } from './use-overview';

export interface DropOffCardProps {
  range: DayRange;
  /** The lecture shown first: the range's most watched. */
  initialLectureId: number | undefined;
}

/** Where members stop watching a chosen lecture: the share of the range's viewers still there at each 5 %. */
export function DropOffCard({ range, initialLectureId }: DropOffCardProps) {
  const [picked, setPicked] = useState<number>();
  const lectureId = picked ?? initialLectureId;
  const lectures = useLectureChoices();
  const curve = useDropOff(lectureId, range);
  const answer = curve.data?.data;
  const data = answer?.lectureId === lectureId ? answer : undefined;

  const picker = (
    <Select
      aria-label="Lecture"
      showSearch
      optionFilterProp="label"
      placeholder="Choose a lecture"
      style={{ minWidth: 220, maxWidth: 320 }}
      value={lectureId}
      onChange={setPicked}
      loading={lectures.query.isLoading}
      options={lectures.result.data.map((lecture) => ({ value: lecture.id, label: lecture.name }))}
    />
  );

  const empty = !lectureId
    ? 'Choose a lecture'
    : data &&
      (data.viewers === 0
        ? 'Nobody watched this lecture in the range'
        : data.points.length === 0 && 'This lecture has no known length');
  return (
    <ChartCard title="Drop-off" extra={picker} empty={empty}>
      {curve.isFetching && !data && !curve.error && <Skeleton active />}
      {curve.error && <Alert type="error" showIcon role="alert" message={curve.error.message} />}
      {data && (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            Share of the {data.viewers} {data.viewers === 1 ? 'member' : 'members'} who watched {data.name} in the range
            still watching at each point
          </Typography.Paragraph>
          <DropOffChart curve={data} />
        </>
      )}
    </ChartCard>
  );
}
