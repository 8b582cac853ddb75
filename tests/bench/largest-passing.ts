/**
 * The largest count whose trial passes: doubling from `first` until a trial fails (or `most` is passed),
 * then halving the gap twice. Every trial is kept, in the order it ran.
 */
export async function largestPassing<T extends { passed: boolean }>(
  first: number,
  most: number,
  trial: (count: number) => Promise<T>,
): Promise<{ count: number; trials: T[] }> {
  const trials: T[] = [];
  let passed = 0;
  let failed = 0;
  for (let count = first; count <= most; count *= 2) {
    const result = await trial(count);
    trials.push(result);
    if (!result.passed) {
      failed = count;
      break;
    }
    passed = count;
  }
  for (let round = 0; round < 2 && failed > 0 && failed - passed > 1; round += 1) {
    const count = Math.round((passed + failed) / 2);
    const result = await trial(count);
    trials.push(result);
    if (result.passed) passed = count;
    else failed = count;
  }
  return { count: passed, trials };
}
