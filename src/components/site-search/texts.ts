/** The header search's texts (docs/PRODUCT.md#search). */
export const SEARCH_BOX_TEXTS = {
  label: 'Search lectures, chapters and captions',
  placeholder: 'Search lectures and moments',
  open: 'Search',
  dialogTitle: 'Search',
  searching: 'Searching...',
  noHits: 'No lectures or moments match',
  failed: 'Search is not available right now, please try again',
  kinds: { lecture: 'Lecture', chapter: 'Chapter', caption: 'Said in the video' },
  at: (clock: string) => `at ${clock}`,
} as const;
