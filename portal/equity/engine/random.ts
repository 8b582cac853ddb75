/** What the sampler draws from: whole numbers below a bound, and reals in [0, 1). */
export interface RandomSource {
  /** A whole number in [0, bound), every one equally likely; bound from 1 to 2^21. */
  below(bound: number): number;
  /** A real number in [0, 1) with 53 random bits. */
  unit(): number;
}

const TWO_32 = 2 ** 32;
const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** SplitMix64 (Steele, Lea and Flood), as the xoshiro authors advise for spreading one seed over the state. */
function splitMix64(seed: bigint): () => bigint {
  let state = BigInt.asUintN(64, seed);
  return () => {
    state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
    let z = state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    return z ^ (z >> 31n);
  };
}

/**
 * xoshiro128** (Blackman and Vigna): 32-bit words, a period of 2^128 - 1, and no known statistical flaw
 * at the sizes a calculation draws. Any integer seed gives a well-mixed state, so nearby seeds (clock
 * times, 1, 2, 3 in tests) start streams that have nothing in common.
 */
export class Xoshiro128 implements RandomSource {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** Starts from four words of state, as the reference code does (not all zero). */
  constructor(words: readonly [number, number, number, number]) {
    [this.s0, this.s1, this.s2, this.s3] = words.map((word) => word | 0);
  }

  static seeded(seed: number): Xoshiro128 {
    const next = splitMix64(BigInt(seed));
    const [a, b] = [next(), next()];
    return new Xoshiro128([Number(a & 0xffffffffn), Number(a >> 32n), Number(b & 0xffffffffn), Number(b >> 32n)]);
  }

  /** The next 32 random bits, as an unsigned number. */
  next(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /**
   * Lemire's multiply-and-reject: the high word of `next() × bound` is the number, and the few products
   * whose low word falls under 2^32 mod bound are drawn again, so no number is favoured (a plain
   * `next() % bound` favours the small ones). The product stays exact in a double while bound ≤ 2^21.
   */
  below(bound: number): number {
    // `>>> 0` is the product modulo 2^32, exact for an integer under 2^53, and far quicker than `%` on it.
    let product = this.next() * bound;
    let low = product >>> 0;
    if (low < bound) {
      const threshold = (TWO_32 - bound) % bound;
      while (low < threshold) {
        product = this.next() * bound;
        low = product >>> 0;
      }
    }
    return (product - low) / TWO_32;
  }

  unit(): number {
    return ((this.next() >>> 5) * 2 ** 26 + (this.next() >>> 6)) / 2 ** 53;
  }
}
