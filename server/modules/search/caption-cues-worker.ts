/** The caption reader's thread (caption-index.ts): a WebVTT file's text in, its cues out as insert parameters. */
import { serveJobs } from '../../services/budgeted-worker.js';
import { cueColumns } from './cue-columns.js';
import { webVttCues } from './webvtt-cues.js';

serveJobs((file: string) => cueColumns(webVttCues(file)));
