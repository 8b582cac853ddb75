import { useList } from '@refinedev/core';
import { Segmented, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { DISCUSSION_VIEWS } from '../../common/discussions';
import type { StaffDiscussionPost } from '../../providers/types';
import { ListPager } from '../../src/components/list-pager';
import { formatClock } from '../../src/components/video-card';
import { STAFF_PAGE_SIZE } from '../shared/constants';
import { formatDateTime } from '../shared/format';
import { GoButton } from '../shared/go-button';
import { ListToolbar } from '../shared/list-toolbar';
import { StaffPage } from '../shared/staff-page';
import { StaffTable } from '../shared/staff-table';
import { useResourceLinks } from '../shared/use-resource-links';
import { PostMarks } from './post-marks';
import { useLiveDiscussions } from './use-live-discussions';

type View = (typeof DISCUSSION_VIEWS)[number];
const VIEW_LABELS: Record<View, string> = { newest: 'Newest', reported: 'Reported', unanswered: 'Unanswered' };
const EXCERPT = 120;

const columnsFor = (showPath: (id: number) => string): TableProps<StaffDiscussionPost>['columns'] => [
  { title: 'Lecture', dataIndex: 'lectureName', key: 'lectureName' },
  { title: 'Author', dataIndex: 'authorName', key: 'authorName' },
  {
    title: 'Post',
    key: 'body',
    render: (_, post) => (
      <Typography.Text style={{ maxWidth: 420, display: 'inline-block' }}>
        {post.momentSeconds !== null && `[${formatClock(post.momentSeconds)}] `}
        {post.body.length > EXCERPT ? `${post.body.slice(0, EXCERPT)}…` : post.body}
      </Typography.Text>
    ),
  },
  { title: 'Replies', dataIndex: 'replyCount', key: 'replyCount' },
  { title: 'State', key: 'state', render: (_, post) => <PostMarks post={post} /> },
  { title: 'Posted', key: 'createdAt', render: (_, post) => formatDateTime(post.createdAt) },
  {
    title: 'Action',
    key: 'action',
    fixed: 'right',
    render: (_, post) => (
      <GoButton to={showPath(post.threadId ?? post.id)} aria-label={`View the post by ${post.authorName}`}>
        View
      </GoButton>
    ),
  },
];

/** The lectures' discussions: newest questions, reported posts or unanswered questions, searchable by text. */
export function DiscussionList() {
  const [view, setView] = useState<View>('newest');
  const [q, setQ] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  useLiveDiscussions();
  const links = useResourceLinks('discussions');
  const { result, query } = useList<StaffDiscussionPost>({
    resource: 'discussions',
    pagination: { currentPage, pageSize: STAFF_PAGE_SIZE },
    filters: [
      { field: 'view', operator: 'eq', value: view },
      { field: 'q', operator: 'eq', value: q || undefined },
    ],
  });
  const total = result.total ?? 0;
  return (
    <StaffPage title="Discussions">
      <Segmented<View>
        aria-label="View"
        value={view}
        onChange={(next) => {
          setView(next);
          setCurrentPage(1);
        }}
        options={DISCUSSION_VIEWS.map((value) => ({ value, label: VIEW_LABELS[value] }))}
        style={{ marginBottom: 16 }}
      />
      <ListToolbar
        searchLabel="Search posts by text"
        onSearch={(text) => {
          setQ(text.trim());
          setCurrentPage(1);
        }}
      />
      <StaffTable<StaffDiscussionPost>
        rowKey="id"
        dataSource={result.data}
        columns={columnsFor(links.show!)}
        loading={query.isLoading}
        pagination={false}
        aria-label="Discussion posts"
      />
      <ListPager
        rows={result.data.length}
        total={total}
        currentPage={currentPage}
        pageCount={Math.ceil(total / STAFF_PAGE_SIZE)}
        onPage={setCurrentPage}
      />
    </StaffPage>
  );
}
