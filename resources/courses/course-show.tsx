import { useShow } from '@refinedev/core';
import { Switch } from 'antd';
import { useParams } from 'react-router';
import type { CourseRecord } from '../../providers/types';
import { DetailsList } from '../shared/details-list';
import { StaffPage } from '../shared/staff-page';
import { useStatusToggle } from '../shared/use-status-toggle';

/** Spec §2 Course details: title, description and the Active/Inactive toggle (with confirmation). */
export function CourseShow() {
  const { id } = useParams();
  const { query } = useShow<CourseRecord>({ resource: 'courses', id });
  const toggle = useStatusToggle('courses', 'course');
  const course = query.data?.data;
  return (
    <StaffPage title="Course Details" backTo="/course-management">
      <DetailsList
        loading={query.isLoading}
        error={query.error?.message}
        items={
          course
            ? [
                { label: 'Title', value: course.title },
                { label: 'Description', value: course.description },
                { label: 'Lectures', value: course.lecturesCount },
                {
                  label: 'Status',
                  value: (
                    <Switch
                      checked={course.status}
                      checkedChildren="Active"
                      unCheckedChildren="Inactive"
                      aria-label={`Status of ${course.title}: ${course.status ? 'Active' : 'Inactive'}`}
                      onChange={() => toggle({ id: course.id, active: course.status, name: course.title })}
                    />
                  ),
                },
              ]
            : []
        }
      />
    </StaffPage>
  );
}
