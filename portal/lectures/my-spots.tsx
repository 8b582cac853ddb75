import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, List, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { MAX_SPOT_NOTE } from '../../common/limits';
import { spotsApi, spotsKeys, spotsQuery } from '../../providers/spots-api';
import type { SpotRecord } from '../../providers/types';
import { formatClock } from '../../src/components/video-card';
import { PORTAL_TEXTS } from '../constants';
import { NoSpots } from '../shared/no-spots';
import { useAttempt } from '../shared/use-attempt';

export interface MySpotsProps {
  lectureId: number;
  /** Where the player is now, in seconds. */
  currentTime(): number;
  onSeek(seconds: number): void;
}

/** "My spots": notes at moments of this lecture, in time order; a time seeks the player there. */
export function MySpots({ lectureId, currentTime, onSeek }: MySpotsProps) {
  const { data: spots = [] } = useQuery(spotsQuery(lectureId));
  const [draft, setDraft] = useState('');
  const { failure, attempt } = useAttempt([spotsKeys.all]);
  const add = async () => {
    if (await attempt(() => spotsApi.add({ lectureId, atSeconds: currentTime(), note: draft }))) setDraft('');
  };

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {PORTAL_TEXTS.mySpots}
        </Typography.Title>
      }
      style={{ marginTop: 16 }}
    >
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input
          aria-label={PORTAL_TEXTS.spotNote}
          placeholder={PORTAL_TEXTS.spotPlaceholder}
          value={draft}
          maxLength={MAX_SPOT_NOTE}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => void add()}
        />
        <Button type="primary" onClick={() => void add()}>
          {PORTAL_TEXTS.addSpot}
        </Button>
      </Flex>
      {failure && <Alert type="error" showIcon role="alert" message={failure.message} style={{ marginBottom: 12 }} />}
      {spots.length === 0 ? (
        <NoSpots />
      ) : (
        <List dataSource={spots} renderItem={(spot) => <SpotItem spot={spot} onSeek={onSeek} attempt={attempt} />} />
      )}
    </Card>
  );
}

function SpotItem({
  spot,
  onSeek,
  attempt,
}: {
  spot: SpotRecord;
  onSeek(seconds: number): void;
  attempt(action: () => Promise<unknown>): Promise<boolean>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const clock = formatClock(spot.atSeconds);
  const save = async () => {
    if (editing !== null && (await attempt(() => spotsApi.update(spot.id, { note: editing })))) setEditing(null);
  };
  return (
    <List.Item
      actions={
        editing === null
          ? [
              <Button
                key="edit"
                type="link"
                onClick={() => setEditing(spot.note)}
                aria-label={`Edit the spot at ${clock}`}
              >
                Edit
              </Button>,
              <Popconfirm
                key="delete"
                title={PORTAL_TEXTS.deleteSpot}
                okText="Yes"
                cancelText="No"
                onConfirm={() => attempt(() => spotsApi.remove(spot.id))}
              >
                <Button type="link" danger aria-label={`Delete the spot at ${clock}`}>
                  Delete
                </Button>
              </Popconfirm>,
            ]
          : [
              <Button key="save" type="link" onClick={() => void save()} aria-label={`Save the spot at ${clock}`}>
                Save
              </Button>,
              <Button
                key="cancel"
                type="link"
                onClick={() => setEditing(null)}
                aria-label={`Keep the spot at ${clock}`}
              >
                Cancel
              </Button>,
            ]
      }
    >
      <Flex gap={12} align="center" style={{ minWidth: 0, flex: 1 }}>
        <Button size="small" onClick={() => onSeek(spot.atSeconds)} aria-label={`Go to ${clock}`}>
          {clock}
        </Button>
        {editing === null ? (
          <Typography.Text style={{ whiteSpace: 'pre-line' }}>{spot.note}</Typography.Text>
        ) : (
          <Input
            aria-label={`The spot at ${clock}`}
            value={editing}
            maxLength={MAX_SPOT_NOTE}
            onChange={(event) => setEditing(event.target.value)}
            onPressEnter={() => void save()}
          />
        )}
      </Flex>
    </List.Item>
  );
}
