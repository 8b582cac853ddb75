import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import type { ParsedHand, Street } from '../../common/hand-histories';
import { replayStates, streetStops } from './replay-state';

/** Play speeds offered; at 1× an action shows for a second and a half. */
export const SPEEDS = [0.5, 1, 2, 4] as const;
const STEP_MS = 1500;

/** Where the replay is and how it moves: step by step, street by street, or playing at a speed. */
export function useReplay(hand: ParsedHand) {
  const states = useMemo(() => replayStates(hand), [hand]);
  const stops = useMemo(() => streetStops(states), [states]);
  const last = states.length - 1;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);

  const go = useCallback((to: number) => setIndex(Math.min(Math.max(to, 0), last)), [last]);
  const next = () => go(index + 1);
  const previous = () => go(index - 1);
  const nextStreet = () => go(stops.find((stop) => stop > index) ?? last);
  const previousStreet = () => go([...stops].reverse().find((stop) => stop < index) ?? 0);
  /** To where the street's cards are dealt; a street the hand never reached leaves the replay where it is. */
  const goToStreet = useCallback(
    (street: Street) => {
      const stop = stops.find((at) => states[at].street === street);
      if (stop === undefined) return;
      setPlaying(false);
      go(stop);
    },
    [stops, states, go],
  );
  // Playing from the end starts over.
  const toggle = () => {
    if (!playing && index === last) setIndex(0);
    setPlaying(!playing);
  };

  useEffect(() => {
    if (!playing) return undefined;
    if (index >= last) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => setIndex((current) => Math.min(current + 1, last)), STEP_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, index, last, speed]);

  /** ← → step, Space plays or pauses; the keys stay with the replayer, not the video. */
  const onKeyDown = (event: KeyboardEvent) => {
    const action = { ArrowLeft: previous, ArrowRight: next, ' ': toggle }[event.key];
    if (!action || (event.target instanceof HTMLButtonElement && event.key === ' ')) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return {
    state: states[index],
    index,
    last,
    playing,
    speed,
    setSpeed,
    next,
    previous,
    nextStreet,
    previousStreet,
    toggle,
    goToStreet,
    onKeyDown,
  };
}
