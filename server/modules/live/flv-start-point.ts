// FLV tag types, and the first bytes of a tag's data that say what it carries.
const AUDIO = 8;
const VIDEO = 9;
const SCRIPT = 18;
const AAC = 10;
const AVC = 7;
const HEVC = 12;
/** Enhanced RTMP's video tags (HEVC, AV1 from newer OBS) set this bit; their packet type is the low nibble. */
const EX_HEADER = 0x80;
/** A keyframe in a video tag's frame type. */
const KEYFRAME = 1;
/** As node-media-server bounds its own GOP cache: a stream without keyframes keeps no more than this. */
const MOST_TAGS = 4096;
const TAG_HEADER_BYTES = 11;

/**
 * Where a new reader can start reading one FLV stream now: the file header, the metadata, the codecs'
 * sequence headers and the tags since the last video keyframe, kept as the stream passes.
 */
export class FlvStartPoint {
  private header: Buffer | null = null;
  private metadata: Buffer | null = null;
  private audioHeader: Buffer | null = null;
  private videoHeader: Buffer | null = null;
  private sinceKeyframe: Buffer[] = [];

  keep(tag: Buffer): void {
    if (tag.subarray(0, 3).toString('latin1') === 'FLV') this.header = tag;
    else if (tag.length <= TAG_HEADER_BYTES + 1) return;
    else if (tag[0] === SCRIPT) this.metadata = tag;
    else if (tag[0] === AUDIO && isAudioHeader(tag)) this.audioHeader = tag;
    else if (tag[0] === VIDEO && isVideoHeader(tag)) this.videoHeader = tag;
    else if (tag[0] === VIDEO && isKeyframe(tag)) this.sinceKeyframe = [tag];
    else if (this.sinceKeyframe.length < MOST_TAGS) this.sinceKeyframe.push(tag);
  }

  /** What a new reader is sent first. */
  tags(): Buffer[] {
    const headers = [this.header, this.metadata, this.audioHeader, this.videoHeader];
    return [...headers.filter((tag) => tag !== null), ...this.sinceKeyframe];
  }
}

const first = (tag: Buffer) => tag[TAG_HEADER_BYTES];
const second = (tag: Buffer) => tag[TAG_HEADER_BYTES + 1];

const isAudioHeader = (tag: Buffer) => first(tag) >> 4 === AAC && second(tag) === 0;

function isVideoHeader(tag: Buffer): boolean {
  if (first(tag) & EX_HEADER) return (first(tag) & 0x0f) === 0;
  const codec = first(tag) & 0x0f;
  return (codec === AVC || codec === HEVC) && second(tag) === 0;
}

const isKeyframe = (tag: Buffer) => ((first(tag) >> 4) & 0x07) === KEYFRAME;
