/** Demo catalogue seeded with SEED_DEMO=1 (docs/API.md#reference-data): every course and category, Independent included. */
export interface DemoLecture {
  file: string;
  name: string;
  description: string;
  courseId: 1 | 2;
  categoryId: 1 | 2 | 3 | 4 | 5;
  tags: string[];
  /** Chapters as the staff form stores them; the video shows each one's title while it plays. */
  chapters?: { start: number; title: string }[];
  /** A WebVTT file in the demo media folder, offered as English captions. */
  captions?: string;
}

export const DEMO_LECTURES: DemoLecture[] = [
  {
    file: 'lecture-01',
    courseId: 1,
    categoryId: 1,
    tags: ['Beginner', 'Cash Game'],
    name: 'Opening Ranges by Position',
    description: 'Which hands to open from every seat at a six-max table, and why position widens your range.',
    chapters: [
      { start: 0, title: 'Why position matters' },
      { start: 4, title: 'Opening the button' },
      { start: 8, title: 'Facing an early raise' },
    ],
    captions: 'lecture-01.en.vtt',
  },
  {
    file: 'lecture-02',
    courseId: 1,
    categoryId: 1,
    tags: ['Intermediate', 'Cash Game'],
    name: '3-Betting for Value and as a Bluff',
    description: 'Build a polarised 3-bet range, choose sizes in and out of position, and react to 4-bets.',
  },
  {
    file: 'lecture-03',
    courseId: 1,
    categoryId: 2,
    tags: ['Intermediate'],
    name: 'Continuation Bets on Dry Boards',
    description: 'Small c-bets on ace-high and king-high boards: frequencies, sizing and the hands that check back.',
  },
  {
    file: 'lecture-04',
    courseId: 1,
    categoryId: 2,
    tags: ['Advanced'],
    name: 'Turn Barrels and Equity Shifts',
    description: 'When the turn card changes who has the advantage, and how to keep barrelling with the right hands.',
  },
  {
    file: 'lecture-05',
    courseId: 1,
    categoryId: 3,
    tags: ['MTT', 'Intermediate'],
    name: 'ICM at the Final Table',
    description: 'How payout jumps change calling ranges, and why the big stack can apply pressure.',
  },
  {
    file: 'lecture-06',
    courseId: 1,
    categoryId: 4,
    tags: ['Beginner'],
    name: 'Handling Downswings',
    description: 'Variance, bankroll rules and routines that keep your decisions clear after a losing week.',
  },
  {
    file: 'lecture-07',
    courseId: 1,
    categoryId: 5,
    tags: ['Beginner'],
    name: 'Reviewing Your Own Hands',
    description: 'A simple weekly routine to tag, review and learn from the hands you played.',
  },
  {
    file: 'lecture-08',
    courseId: 2,
    categoryId: 1,
    tags: ['Beginner', 'Cash Game'],
    name: 'PLO Starting Hands',
    description: 'Double-suited rundowns, connected aces and the hands that look good but lose money.',
  },
  {
    file: 'lecture-09',
    courseId: 2,
    categoryId: 2,
    tags: ['Intermediate', 'Cash Game'],
    name: 'Pot Control with Medium Strength',
    description: 'Why one pair is weak in Omaha, and how to see cheap showdowns with second-best hands.',
  },
  {
    file: 'lecture-10',
    courseId: 2,
    categoryId: 3,
    tags: ['MTT', 'Advanced'],
    name: 'PLO Tournament Stack Sizes',
    description: 'Playing 20, 40 and 100 big blinds in pot-limit tournaments, and when to commit.',
  },
  {
    file: 'lecture-11',
    courseId: 2,
    categoryId: 4,
    tags: ['Intermediate'],
    name: 'Tilt Control in Big Pots',
    description: 'Recognise the signs of tilt in high-variance Omaha pots and reset before the next hand.',
  },
  {
    file: 'lecture-12',
    courseId: 2,
    categoryId: 5,
    tags: ['Beginner'],
    name: 'Omaha Equity Basics',
    description: 'Why equities run close in Omaha and how to estimate them at the table.',
  },
];

export const DEMO_PROMOTION = {
  image: 'promotion-1.jpg',
  title: 'New PLO series every week',
  description: 'Fresh Pot Limit Omaha lectures land every Monday. Catch up on the starting-hands series now.',
};
