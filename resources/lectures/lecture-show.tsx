import { useShow } from '@refinedev/core';
import { Button, Flex, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { LectureRecord } from '../../providers/types';
import { DetailsList } from '../shared/details-list';
import { formatDate, formatLength } from '../shared/format';
import { StaffPage } from '../shared/staff-page';

/** A lecture as staff check it: its facts and the video itself. */
export function LectureShow() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { query } = useShow<LectureRecord>({ resource: 'lectures', id });
  const lecture = query.data?.data;
  return (
    <StaffPage title="Lecture Details" backTo="/lecture-management" extra={lecture && <Button onClick={() => navigate(`/edit-lecture/${lecture.id}`)}>Edit</Button>}>
      {lecture && (
        <video controls preload="metadata" src={lecture.videoUpload} poster={lecture.poster ?? undefined} style={{ width: '100%', maxWidth: 720, display: 'block', marginBottom: 16 }} aria-label={`${lecture.name} video`}>
          <track kind="captions" />
        </video>
      )}
      <DetailsList
        loading={query.isLoading}
        error={query.error?.message}
        items={
          lecture
            ? [
                { label: 'Name', value: lecture.name },
                { label: 'Description', value: lecture.description },
                { label: 'Course', value: lecture.course.title },
                { label: 'Category', value: lecture.category.title },
                {
                  label: 'Tags',
                  value: (
                    <Flex gap={4} wrap>
                      {lecture.tags.map((tag) => (
                        <Tag key={tag.id}>{tag.title}</Tag>
                      ))}
                    </Flex>
                  ),
                },
                { label: 'Length', value: formatLength(lecture.lectureLength) },
                { label: 'Order', value: lecture.order },
                { label: 'Created On', value: formatDate(lecture.createdAt) },
              ]
            : []
        }
      />
    </StaffPage>
  );
}
