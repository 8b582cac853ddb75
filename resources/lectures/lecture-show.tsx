import type { LectureRecord } from '../../providers/types';
import type { Field } from '../shared/fields';
import { GoButton } from '../shared/go-button';
import { ResourceShow } from '../shared/resource-show';
import { TranscodeStatus } from '../shared/transcode';
import type { ResourceLinks } from '../shared/use-resource-links';

const DETAILS: Field<LectureRecord>[] = [
  'name',
  'description',
  'course',
  'category',
  'tags',
  'lectureLength',
  'order',
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
      <track kind="captions" />
    </video>
    <TranscodeStatus video={lecture.videoUpload} />
  </>
);

/** A lecture as staff check it: its facts and the video itself. */
export const LectureShow = () => (
  <ResourceShow<LectureRecord>
    resource="lectures"
    title="Lecture Details"
    fields={DETAILS}
    extra={editButton}
    media={video}
  />
);
