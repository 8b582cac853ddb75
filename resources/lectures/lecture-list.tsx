import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Tag, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import type { LectureRecord } from '../../providers/types';
import { DeleteAction } from '../shared/delete-action';
import { formatDate, formatLength } from '../shared/format';
import { RowActions } from '../shared/row-actions';
import { StaffList } from '../shared/staff-list';
import { StaffPage } from '../shared/staff-page';
import { useStaffList } from '../shared/use-staff-list';

/** Staff's Modules screen: every lecture, search by name, add, view, edit, delete. */
export function LectureList() {
  const navigate = useNavigate();
  const list = useStaffList<LectureRecord>('lectures');
  const columns: TableProps<LectureRecord>['columns'] = [
    { title: 'S.No', key: 'serial', render: (_, __, index) => list.serial(index) },
    { title: 'Poster', dataIndex: 'poster', render: (src: string | null, lecture) => (src ? <Image src={src} alt={`${lecture.name} poster`} width={96} height={54} style={{ objectFit: 'cover' }} preview={false} /> : '—') },
    { title: 'Name', dataIndex: 'name' },
    { title: 'Course', key: 'course', render: (_, lecture) => lecture.course.title },
    { title: 'Category', key: 'category', render: (_, lecture) => lecture.category.title },
    {
      title: 'Tags',
      key: 'tags',
      render: (_, lecture) => (
        <Flex gap={4} wrap>
          {lecture.tags.map((tag) => (
            <Tag key={tag.id}>{tag.title}</Tag>
          ))}
        </Flex>
      ),
    },
    { title: 'Length', dataIndex: 'lectureLength', render: formatLength },
    { title: 'Created On', dataIndex: 'createdAt', render: formatDate },
    {
      title: 'Action',
      key: 'action',
      render: (_, lecture) => (
        <RowActions name={lecture.name} viewTo={`/lecture-management/lecture-details/${lecture.id}`} editTo={`/edit-lecture/${lecture.id}`}>
          <DeleteAction resource="lectures" id={lecture.id} name={lecture.name} />
        </RowActions>
      ),
    },
  ];
  return (
    <StaffPage title="Module Management">
      <StaffList
        list={list}
        columns={columns}
        caption="Lectures"
        searchLabel="Search lectures by name"
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-lecture')}>
            Add New Lecture
          </Button>
        }
      />
    </StaffPage>
  );
}
