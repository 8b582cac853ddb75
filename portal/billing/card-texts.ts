/** The billing card's texts about the card on file and its update. */
export const CARD_TEXTS = {
  card: 'Card',
  update: 'Update card',
  dialogTitle: 'Update your card',
  dialogNote: 'Your next charges are made with this card. A failed payment is charged to it at once.',
  save: 'Save card',
  manageOnStripe: 'Manage billing on Stripe',
  onFile: (card: string) => `${card} is now on file.`,
} as const;
