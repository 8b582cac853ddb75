import { Flex, Image, Tag } from 'antd';
import type { LectureRecord } from '../../providers/types';
import { DeleteAction } from '../shared/delete-action';
import { type Field, upToTwoLines } from '../shared/fields';
import { type ListTexts, ResourceList } from '../shared/resource-list';

const TEXTS: ListTexts = {
  title: 'Module Management',
  caption: 'Lectures',
  search: 'Search lectures by name',
  add: 'Add New Lecture',
};
const poster = (src: string | null, lecture: LectureRecord) =>
  src ? (
    <Image
      src={src}
      alt={`${lecture.name} poster`}
      width={96}
      height={54}
      style={{ objectFit: 'cover' }}
      preview={false}
    />
  ) : (
    '—'
  );
/** The name, and a Draft tag on a lecture members do not see yet (a live class's replay until it is published). */
const nameAndDraft = (name: string, lecture: LectureRecord) => (
  <Flex vertical align="start" gap={4}>
    {upToTwoLines(name)}
    {lecture.draft && <Tag>Draft</Tag>}
  </Flex>
);
const COLUMNS: Field<LectureRecord>[] = [
  ['poster', 'Poster', poster],
  ['name', 'Name', nameAndDraft],
  'course',
  'category',
  'tags',
  'lectureLength',
  'createdAt',
];
const deleteButton = (lecture: LectureRecord) => (
  <DeleteAction resource="lectures" id={lecture.id} name={lecture.name} />
);

/** Staff's Modules screen: every lecture, search by name, add, view, edit, delete. */
export const LectureList = () => (
  <ResourceList<LectureRecord>
    bulk={['delete']}
    resource="lectures"
    texts={TEXTS}
    fields={COLUMNS}
    sortable={['name', 'course', 'category', 'lectureLength', 'createdAt']}
    nameOf={(lecture) => lecture.name}
    rowExtra={deleteButton}
  />
);
