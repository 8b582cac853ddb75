import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { formatChapters } from '../../common/chapters';
import type { LectureRecord } from '../../providers/types';
import type { Field } from '../shared/fields';
import { GoButton } from '../shared/go-button';
import { ResourceShow } from '../shared/resource-show';
import { TranscodeStatus } from '../shared/transcode';
import type { ResourceLinks } from '../shared/use-resource-links';
import { LectureDecisions } from './decisions';
import { LectureCaptions } from './lecture-captions';
import { LectureHandHistories } from './lecture-hand-histories';
import { LectureRangeCharts } from './lecture-range-charts';

const asChapters = (chapters: LectureRecord['chapters']) =>
  chapters.length ? <span style={{ whiteSpace: 'pre-line' }}>{formatChapters(chapters)}</span> : '—';

const DETAILS: Field<LectureRecord>[] = [
  'name',
  'description',
  'course',
  'category',
  'tags',
  'lectureLength',
  'order',
  ['chapters', 'Chapters', asChapters],
  'createdAt',
];

const editButton = (lecture: LectureRecord, links: ResourceLinks) => (
  <GoButton to={links.edit!(lecture.id)}>Edit</GoButton>
);
// The member's player, loaded only once a lecture is shown (not with the list or the forms).
const LecturePlayer = lazy(() =>
  import('../../src/components/lecture-player').then(({ LecturePlayer }) => ({ default: LecturePlayer })),
);

/** The video as members see it (chapters, captions, quality), and where its HLS transcode stands. */
const video = (lecture: LectureRecord) => (
  <>
    <div style={{ maxWidth: 720, marginBottom: 16 }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />}>
        <LecturePlayer lecture={lecture} />
      </Suspense>
    </div>
    <TranscodeStatus video={lecture.videoUpload} />
  </>
);

/** A lecture as staff check it: its facts, its video in the member's player, its caption files, range charts, decisions and hand histories. */
export const LectureShow = () => (
  <ResourceShow<LectureRecord>
    resource="lectures"
    title="Lecture Details"
    fields={DETAILS}
    extra={editButton}
    media={video}
    footer={(lecture) => (
      <>
        <LectureCaptions lecture={lecture} />
        <LectureRangeCharts lecture={lecture} />
        <LectureHandHistories lecture={lecture} />
        <LectureDecisions lecture={lecture} />
      </>
    )}
  />
);
