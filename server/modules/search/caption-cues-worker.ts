/** The caption reader's thread (caption-index.ts): a WebVTT file's text in, its cues out. */
import { serveJobs } from '../../services/budgeted-worker.js';
import { webVttCues } from './webvtt-cues.js';

serveJobs(webVttCues);
