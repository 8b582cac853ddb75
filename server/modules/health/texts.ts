/** What the health routes and the start-up listener say when the process should get no traffic. */
export const HEALTH_TEXTS = {
  databaseAway: 'The database does not answer',
  closing: 'The server is closing',
  starting: 'The server is starting: the database is being prepared and migrated',
  startingRequest: 'The server is starting. Please try again in a few seconds.',
} as const;
