import { Col, Empty, Flex, Result, Row, Skeleton } from 'antd';
import type { PromotionRecord } from '../../providers/types';
import { ListPager } from '../../src/components/list-pager';
import { BulkBar, useBulkSelection } from '../shared/bulk-actions';
import { ExportButton } from '../shared/export-button';
import { AddButton } from '../shared/go-button';
import { ListToolbar } from '../shared/list-toolbar';
import { StaffPage } from '../shared/staff-page';
import { useStaffList } from '../shared/use-staff-list';
import { PromotionCard } from './promotion-card';
import { PromotionSort } from './promotion-sort';

/** Promotion management: search, sort, export and promotion boxes, 8 a page, deleted in bulk when chosen. */
export function PromotionList() {
  const list = useStaffList<PromotionRecord>('promotion');
  const bulk = useBulkSelection('promotion', ['delete']);
  return (
    <StaffPage title="Promotion Management">
      {bulk.actions && (
        <BulkBar
          resource="promotion"
          actions={bulk.actions}
          selected={bulk.selected}
          total={list.pager.total}
          q={list.view.q}
          onDone={() => bulk.setSelected([])}
        />
      )}
      <ListToolbar
        onSearch={list.search}
        searchLabel="Search promotions by title"
        action={
          <Flex gap={8} wrap>
            <PromotionSort
              view={list.view}
              onSort={(sorters) => {
                list.setSorters(sorters);
                list.pager.onPage(1);
              }}
            />
            <ExportButton resource="promotion" view={list.view} />
            <AddButton resource="promotion" label="Add New Promotion" />
          </Flex>
        }
      />
      {list.query.isLoading ? (
        <Skeleton active />
      ) : list.query.isError ? (
        <Result status="warning" title={list.query.error?.message} />
      ) : list.rows.length === 0 ? (
        <Empty description="No promotions" />
      ) : (
        <Row gutter={[16, 16]}>
          {list.rows.map((promotion) => (
            <Col key={promotion.id} xs={24} sm={12} lg={8} xxl={6}>
              <PromotionCard
                promotion={promotion}
                selection={
                  bulk.actions && {
                    checked: bulk.selected.includes(promotion.id),
                    onChange: (chosen) => bulk.choose(promotion.id, chosen),
                  }
                }
              />
            </Col>
          ))}
        </Row>
      )}
      <ListPager {...list.pager} />
    </StaffPage>
  );
}
