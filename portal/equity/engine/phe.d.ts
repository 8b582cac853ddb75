// phe's evaluators, imported one by one so the browser loads the tables it uses: card codes in, a rank out
// (1 is a royal flush, 7462 the worst high card).
declare module 'phe/lib/evaluator5' {
  const evaluate5: (a: number, b: number, c: number, d: number, e: number) => number;
  export default evaluate5;
}
declare module 'phe/lib/evaluator7' {
  const evaluate7: (a: number, b: number, c: number, d: number, e: number, f: number, g: number) => number;
  export default evaluate7;
}
