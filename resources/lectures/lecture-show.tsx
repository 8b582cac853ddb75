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
const video = (lecture: LectureRecord) => (
  <>
    <video
      controls
      preload="metadata"
      src={lecture.videoUpload}
      poster={lecture.poster ?? undefined}
      style={{ width: '100%', maxWidth: 720, display: 'block', marginBottom: 16 }}
      aria-label={`${lecture.name} video`}
    >
      {lecture.captions.length === 0 ? (
        <track kind="captions" />
      ) : (
        lecture.captions.map((track, index) => (
          <track key={track.url} kind="captions" src={track.url} label={track.label} default={index === 0} />
        ))
      )}
    </video>
    <TranscodeStatus video={lecture.videoUpload} />
  </>
);

/** A lecture as staff check it: its facts, the video itself, its caption files, range charts, decisions and hand histories. */
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
