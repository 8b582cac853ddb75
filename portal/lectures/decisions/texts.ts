/** The decision panel's, list's and score's texts. */
export const DECISION_UI = {
  panelTitle: 'What do you do?',
  right: 'Right: the strategy plays this.',
  wrong: 'Not this time: it goes into your review deck.',
  skip: 'Skip',
  continue: 'Continue',
  keep: 'Keep in review deck',
  kept: 'In your review deck',
  keysHelp: 'Press 1 to 4 to answer, Enter to continue.',
  listTitle: 'Decisions',
  score: (right: number, total: number) => `You got ${right} of ${total} decisions`,
  revisit: 'Revisit',
} as const;
