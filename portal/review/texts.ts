/** The Review screen's and the dashboard card's texts. */
export const REVIEW_TEXTS = {
  title: 'Review',
  nothingDue: 'Nothing to review today. Decisions you get wrong in a lecture come back here.',
  showAnswer: 'Show answer',
  watch: 'Watch this moment',
  rateHelp: 'How well did you know it?',
  keysHelp: 'Press 1 to 4 to answer, then 1 to 4 to rate.',
  ratings: { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' },
  dueCards: (count: number) => `${count} ${count === 1 ? 'card' : 'cards'} due`,
  streak: (days: number) => `${days}-day streak`,
  deckTitle: 'Review deck',
  reviewNow: 'Review now',
  left: (count: number) => `${count} left today`,
} as const;

/** The lecture opens a little before the decision, so the member sees the spot arrive. */
export const WATCH_LEAD_SECONDS = 5;
