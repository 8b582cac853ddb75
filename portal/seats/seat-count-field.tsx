import { Button, Typography } from 'antd';
import { useState } from 'react';
import { SEAT_TEXTS } from '../../common/seat-texts';
import type { TeamRecord } from '../../providers/types';
import { seatRange } from './seat-rules';
import { SeatsInput } from './seats-input';

/** The team's seat count and Change seats, within what the server accepts. */
export function SeatCountField({ team, onChange }: { team: TeamRecord; onChange(seats: number): Promise<void> }) {
  const [seats, setSeats] = useState<number | null>(team.seats);
  const [saving, setSaving] = useState(false);
  const { min, max } = seatRange(team);
  const save = async () => {
    if (seats === null) return;
    setSaving(true);
    await onChange(seats);
    setSaving(false);
  };
  return (
    <div>
      <SeatsInput min={min} max={max} value={seats} disabled={!team.live} onChange={setSeats}>
        <Button
          loading={saving}
          disabled={!team.live || seats === null || seats === team.seats}
          onClick={() => void save()}
        >
          {SEAT_TEXTS.saveSeats}
        </Button>
      </SeatsInput>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {SEAT_TEXTS.addedSeatsNote}
      </Typography.Paragraph>
    </div>
  );
}
