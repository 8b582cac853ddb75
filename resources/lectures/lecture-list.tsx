import { Image } from 'antd';
import type { LectureRecord } from '../../providers/types';
import { DeleteAction } from '../shared/delete-action';
import type { Field } from '../shared/fields';
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
const COLUMNS: Field<LectureRecord>[] = [
  ['poster', 'Poster', poster],
  'name',
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
