import { readFileSync } from 'node:fs';
import path from 'node:path';
import { besideModule } from '../../../build/source-tree.js';

const FOLDER = besideModule(import.meta.url, 'hand-histories');

/** The demo's hand histories: real-format PokerStars and GGPoker hands, cash and tournament, NLHE and PLO. */
export const DEMO_HAND_FILES = [
  'pokerstars-nlhe-cash',
  'pokerstars-plo-cash',
  'pokerstars-nlhe-tournament',
  'ggpoker-nlhe-cash',
  'ggpoker-plo-cash',
  'ggpoker-nlhe-tournament',
] as const;
export type DemoHandFile = (typeof DEMO_HAND_FILES)[number];

/** The text of one demo history (also the parser's and the API's test fixtures). */
export const demoHandHistory = (file: DemoHandFile): string => readFileSync(path.join(FOLDER, `${file}.txt`), 'utf8');

/** Which demo lecture (by its video file) shows which hands, at which second of its video. */
export const DEMO_LECTURE_HANDS: { lectureFile: string; title: string; momentSeconds: number; file: DemoHandFile }[] = [
  {
    lectureFile: 'lecture-02',
    title: 'AK 3-bets and meets a turn check-raise',
    momentSeconds: 3,
    file: 'pokerstars-nlhe-cash',
  },
  { lectureFile: 'lecture-02', title: 'Tens 3-bet in Rush & Cash', momentSeconds: 8, file: 'ggpoker-nlhe-cash' },
  {
    lectureFile: 'lecture-05',
    title: 'Queens against a short-stack shove',
    momentSeconds: 4,
    file: 'pokerstars-nlhe-tournament',
  },
  {
    lectureFile: 'lecture-05',
    title: 'Barrelling the button with KJ',
    momentSeconds: 9,
    file: 'ggpoker-nlhe-tournament',
  },
  {
    lectureFile: 'lecture-08',
    title: 'Broadway wrap goes all in on the turn',
    momentSeconds: 4,
    file: 'pokerstars-plo-cash',
  },
  { lectureFile: 'lecture-08', title: 'Aces double-suited take it down', momentSeconds: 9, file: 'ggpoker-plo-cash' },
];
