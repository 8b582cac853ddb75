import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Segmented, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { type EquityField, type Game, useEquity } from './engine';
import type { EquityTexts } from './engine/read-input';
import { HeatMap } from './heat-map';
import { PlayerField } from './player-field';
import { RangePainter } from './range-painter';
import { playerName, useEquityForm, weightsOf } from './use-equity-form';
import { useLastResult } from './use-last-result';

// The figures' table (antd's Table, with its pagination and select: a third of the page's script) is fetched
// as the calculator first renders, not before: it shows nothing until a hand is typed.
const EquityResults = lazy(() => import('./equity-results').then((module) => ({ default: module.EquityResults })));

const GAMES: { label: string; value: Game }[] = [
  { label: "Hold'em", value: 'nlhe' },
  { label: 'PLO', value: 'plo' },
];

/**
 * Hero against one to five opponents, each a hand, a range or any hand, on a board with dead cards: the
 * figures come from a Web Worker and grow while it samples; a change starts a new run. `start` fills the
 * form (a spot from a link), which computes at once when it reads.
 */
export function EquityCalculator({ lectureId, start }: { lectureId?: number; start?: EquityTexts }) {
  const form = useEquityForm(start);
  const [painting, setPainting] = useState<number | null>(null);
  const input = 'input' in form.read ? form.read.input : null;
  const { result, running, error } = useEquity(input);
  const problem = 'message' in form.read ? form.read : null;
  const fieldProblem = (field: EquityField) => (problem?.field === field ? problem.message : undefined);
  const names = form.players.map((_, at) => playerName(at));
  const paintable = form.game === 'nlhe';
  const holdings = form.players.map((player) => player.text);
  const { shown, stale } = useLastResult(
    input && result ? { result, names, holdings } : null,
    Boolean(problem || error),
  );

  return (
    <div>
      <Form layout="vertical" onSubmitCapture={(event) => event.preventDefault()}>
        <Segmented
          aria-label="Game"
          options={GAMES}
          value={form.game}
          onChange={(game) => {
            form.setGame(game);
            setPainting(null);
          }}
          style={{ marginBottom: 16 }}
        />
        {form.players.map((player, at) => (
          <PlayerField
            key={at}
            name={names[at]}
            text={player.text}
            problem={fieldProblem(at)}
            painting={painting === at}
            canPaint={paintable}
            onType={(text) => form.type(at, text)}
            onPaintToggle={() => setPainting(painting === at ? null : at)}
            onRemove={
              at > 1
                ? () => {
                    form.remove(at);
                    setPainting(null);
                  }
                : undefined
            }
          />
        ))}
        <Button icon={<PlusOutlined />} disabled={!form.canAdd} onClick={form.addOpponent} style={{ marginBottom: 16 }}>
          Add opponent
        </Button>
        {/* No gap between wrapped rows: each field's own margin spaces them, as it does the fields above. */}
        <Space wrap size={[16, 0]} style={{ display: 'flex' }}>
          <Form.Item label="Board" validateStatus={fieldProblem('board') && 'error'} help={fieldProblem('board')}>
            <Input
              aria-label="Board"
              value={form.board}
              placeholder="Ks 8c 5c"
              onChange={(event) => form.setBoard(event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Dead cards" validateStatus={fieldProblem('dead') && 'error'} help={fieldProblem('dead')}>
            <Input
              aria-label="Dead cards"
              value={form.dead}
              placeholder="2c 7d"
              onChange={(event) => form.setDead(event.target.value)}
            />
          </Form.Item>
        </Space>
      </Form>
      {painting !== null && paintable && form.players[painting] && (
        <RangePainter
          name={names[painting]}
          weights={weightsOf(form.players[painting])}
          onChange={(weights) => form.setRange(painting, weights)}
          lectureId={lectureId}
        />
      )}
      <div style={{ marginTop: 16 }}>
        <Suspense>
          <EquityResults
            result={shown?.result ?? null}
            running={running && !stale}
            problem={error ?? problem?.message ?? null}
            stale={stale}
            names={shown?.names ?? names}
            holdings={shown?.holdings ?? holdings}
          />
        </Suspense>
      </div>
      {input &&
        result?.players.map((player, at) =>
          player.classes ? <HeatMap key={at} name={names[at]} classes={player.classes} /> : null,
        )}
    </div>
  );
}
