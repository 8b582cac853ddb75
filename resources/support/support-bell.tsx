import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Empty, List, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { mayUseArea } from '../../providers/access-control';
import { useSession } from '../../src/routes/route-gate';
import { formatDateTime } from '../shared/format';
import { useResourceLinks } from '../shared/use-resource-links';
import { useSupportRequests } from './use-support-requests';

/** The staff bell (docs/PRODUCT.md#header-and-sidebar), for the roles that answer support: none for the others. */
export function SupportBell() {
  return mayUseArea(useSession(), 'customer-support') ? <SupportRequestsBell /> : null;
}

/** New support requests, live. */
function SupportRequestsBell() {
  const { requests, unseen, markSeen } = useSupportRequests();
  const { token } = theme.useToken();
  const messageUrl = useResourceLinks('customer-support').show!;
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) => open && markSeen()}
      popupRender={() => (
        <div
          style={{
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
            borderRadius: token.borderRadiusLG,
            padding: 12,
            width: 320,
          }}
        >
          <Typography.Text strong>Support requests</Typography.Text>
          {requests.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No open requests" />
          ) : (
            <List
              size="small"
              dataSource={requests}
              renderItem={(request) => (
                <List.Item>
                  <Link to={messageUrl(request.id)}>
                    <Typography.Text strong>{request.name}</Typography.Text>: {request.title}
                    <br />
                    <Typography.Text type="secondary">{formatDateTime(request.createdAt)}</Typography.Text>
                  </Link>
                </List.Item>
              )}
            />
          )}
        </div>
      )}
    >
      <Button
        type="text"
        aria-label={unseen ? `Support requests, ${unseen} new` : 'Support requests'}
        icon={
          <Badge count={unseen} size="small">
            <BellOutlined />
          </Badge>
        }
      />
    </Dropdown>
  );
}
