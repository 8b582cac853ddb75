import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * What this machine charges for a page fault and a system call, beside what it takes to compute. The
 * suites start hundreds of processes (Chromium's renderers, the product servers, PostgreSQL's backends)
 * whose cost is largely page faults and system calls, and machines of the same kind here differ there by
 * more than ten times while computing alike: printed beside a run's times, these say which kind of
 * machine made them (docs/TESTING.md, "Machines"). Each figure is the best of a few rounds, in about a
 * fifth of a second in all.
 */
export interface MachineCosts {
  /** A first touch of an anonymous 4 KiB page (the kernel's fault and its zeroing). */
  pageFaultMicroseconds: number;
  /** `fstat` on an open file, through Node's synchronous binding. */
  systemCallMicroseconds: number;
  /** 20 000 SHA-256 hashes of 1 KiB: computing alone, with no kernel in it. */
  hashingMilliseconds: number;
}

const PAGE = 4096;
const ROUNDS = 3;
const HASHES = 20_000;
/** The count as printed, its thousands apart: "20 000". */
const HASHES_TEXT = HASHES.toLocaleString('en-US').replaceAll(',', ' ');
// Above glibc's largest mmap threshold (32 MiB), so each round's buffer is fresh pages from the kernel
// even after an earlier buffer was freed; only the first TOUCHED_PAGES of it (16 MiB) are touched.
const FRESH_BYTES = 40 * 2 ** 20;
const TOUCHED_PAGES = 4096;

function bestOf(measure: () => number): number {
  return Math.min(...Array.from({ length: ROUNDS }, measure));
}

function pageFault(): number {
  const buffer = Buffer.allocUnsafeSlow(FRESH_BYTES);
  const started = performance.now();
  for (let offset = 0; offset < TOUCHED_PAGES * PAGE; offset += PAGE) buffer[offset] = 1;
  return ((performance.now() - started) * 1000) / TOUCHED_PAGES;
}

function systemCall(): number {
  const calls = 20_000;
  const fd = fs.openSync(import.meta.filename, 'r');
  try {
    const started = performance.now();
    for (let call = 0; call < calls; call++) fs.fstatSync(fd);
    return ((performance.now() - started) * 1000) / calls;
  } finally {
    fs.closeSync(fd);
  }
}

function hashing(): number {
  const block = Buffer.alloc(1024);
  const started = performance.now();
  for (let hash = 0; hash < HASHES; hash++) createHash('sha256').update(block).digest().copy(block);
  return performance.now() - started;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function measureMachineCosts(): MachineCosts {
  return {
    pageFaultMicroseconds: round(bestOf(pageFault)),
    systemCallMicroseconds: round(bestOf(systemCall)),
    hashingMilliseconds: round(bestOf(hashing)),
  };
}

export function describeMachineCosts(costs: MachineCosts): string {
  return `a page fault ${costs.pageFaultMicroseconds} µs, a system call ${costs.systemCallMicroseconds} µs, ${HASHES_TEXT} hashes ${costs.hashingMilliseconds} ms`;
}

// Run as a script (`node --import tsx tests/machine-costs.ts`) to see them alone.
if (process.argv[1] === import.meta.filename) console.log(describeMachineCosts(measureMachineCosts()));
