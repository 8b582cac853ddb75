/**
 * The password rule both sides apply (after NIST SP 800-63B): at least 8 characters, and not common or
 * guessable by zxcvbn's estimate. The server refuses such a password; the forms say why as it is typed.
 * The estimator (@zxcvbn-ts) is loaded by each side itself: this file imports nothing.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

/**
 * zxcvbn's score from 0 to 4; 3 means at least 10^8 guesses, its own advice for "safely unguessable"
 * against an attacker who cannot guess fast online.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Only this many leading characters are estimated: the estimate's time grows fast with length. */
const ESTIMATED_LENGTH = 32;

/** The estimator's options, the same on both sides, from the language packs each side loads itself. */
export function estimatorOptions<CommonWords, EnglishWords, Graphs, Translations>(packs: {
  common: { dictionary: CommonWords; adjacencyGraphs: Graphs };
  english: { dictionary: EnglishWords; translations: Translations };
}) {
  return {
    dictionary: { ...packs.common.dictionary, ...packs.english.dictionary },
    graphs: packs.common.adjacencyGraphs,
    translations: packs.english.translations,
    maxLength: ESTIMATED_LENGTH,
    // Each allowed substitution (@ for a, 0 for o …) multiplies the work on symbol-rich passwords.
    l33tMaxSubstitutions: 4,
  };
}

/**
 * The account's own details (email, name) as the estimator's guessable words: whole, and word by word,
 * so "JaneDoe" is caught for Jane Doe <jane.doe@example.com>.
 */
export function personalWords(details: (string | undefined)[]): string[] {
  const whole = details.filter((detail): detail is string => Boolean(detail)).map((detail) => detail.toLowerCase());
  return [...new Set([...whole, ...whole.flatMap((detail) => detail.split(/[^\p{L}\p{N}]+/u))])].filter(
    (word) => word.length >= 3,
  );
}

interface Estimate {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

/** Why the password is refused, in words a member can act on, or null when it is fine. */
export function passwordWeakness(password: string, estimate: () => Estimate): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const { score, feedback } = estimate();
  if (score >= MIN_PASSWORD_SCORE) return null;
  const why = feedback.warning || feedback.suggestions[0] || 'Add more words or characters.';
  return `This password is too easy to guess. ${why}`;
}
