import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, Row, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../common/paths';
import { favouritesQuery } from '../../providers/favourites-api';
import { ListPager } from '../../src/components/list-pager';
import { PageLoader } from '../../src/components/page-loader';
import { clientPager, matchesName, pageOf } from '../../src/components/paging';
import { SearchBox } from '../../src/components/search-box';
import { VideoCard } from '../../src/components/video-card';
import { prefetchDrawn } from '../../src/drawing/drawn-answers';
import { PORTAL_TEXTS, SAVED_PAGE_SIZE } from '../constants';
import { PageHeading } from '../shared/page-heading';
import { AllSpots } from './all-spots';

/** Opened on its own address, the page's saved videos: drawn into it by the server, or read beside its code. */
export const prefetchSavedVideos = (queryClient: QueryClient) => prefetchDrawn(queryClient, [favouritesQuery()]);

/** /saved-videos: the member's favourites, searchable by name, 8 to a page; and My spots. */
export function SavedVideosPage() {
  return (
    <>
      <PageHeading title="Saved Videos" />
      <Tabs
        items={[
          { key: 'videos', label: 'Saved videos', children: <SavedVideos /> },
          { key: 'spots', label: PORTAL_TEXTS.mySpots, children: <AllSpots /> },
        ]}
        destroyOnHidden
      />
    </>
  );
}

function SavedVideos() {
  const { data, error } = useQuery(favouritesQuery());
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const found = (data ?? []).filter((lecture) => matchesName(lecture.name, search));
  const pager = clientPager(found.length, page, SAVED_PAGE_SIZE, setPage);

  return (
    <>
      <div style={{ marginBottom: 16 }}>
        <SearchBox
          label="Search saved videos by name"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      {error && <Alert type="error" showIcon role="alert" message={error.message} />}
      {!data && !error && <PageLoader />}
      {data && found.length === 0 && (
        <Empty description={PORTAL_TEXTS.noFavourites}>
          <Link to={PATHS.modules}>Browse Modules</Link>
        </Empty>
      )}
      {found.length > 0 && (
        <>
          <Row gutter={[16, 16]}>
            {pageOf(found, pager.currentPage, SAVED_PAGE_SIZE).map((lecture, index) => (
              <Col key={lecture.id} xs={24} sm={12} lg={8} xl={6}>
                <VideoCard lecture={lecture} first={index === 0} />
              </Col>
            ))}
          </Row>
          <ListPager {...pager} />
        </>
      )}
    </>
  );
}
