import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography, type TableProps } from 'antd';
import { useNavigate } from 'react-router';
import type { CourseRecord } from '../../providers/types';
import { StatusBadge } from '../../src/components/status-badge';
import { formatDate } from '../shared/format';
import { RowActions } from '../shared/row-actions';
import { StaffList } from '../shared/staff-list';
import { StaffPage } from '../shared/staff-page';
import { useStaffList } from '../shared/use-staff-list';

/** Spec §2 Course management: search by title, Add New Course, View and Edit. */
export function CourseList() {
  const navigate = useNavigate();
  const list = useStaffList<CourseRecord>('courses');
  const columns: TableProps<CourseRecord>['columns'] = [
    { title: 'S.No', key: 'serial', render: (_, __, index) => list.serial(index) },
    { title: 'Title', dataIndex: 'title' },
    { title: 'Description', dataIndex: 'description', render: (text: string) => <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ maxWidth: 360, margin: 0 }}>{text}</Typography.Paragraph> },
    { title: 'Lectures', dataIndex: 'lecturesCount' },
    { title: 'Status', dataIndex: 'status', render: (active: boolean) => <StatusBadge active={active} /> },
    { title: 'Created On', dataIndex: 'createdAt', render: formatDate },
    { title: 'Action', key: 'action', render: (_, course) => <RowActions name={course.title} viewTo={`/course-management/course-details/${course.id}`} editTo={`/edit-course/${course.id}`} /> },
  ];
  return (
    <StaffPage title="Course Management">
      <StaffList
        list={list}
        columns={columns}
        caption="Courses"
        searchLabel="Search courses by title"
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-course')}>
            Add New Course
          </Button>
        }
      />
    </StaffPage>
  );
}
