// The parts of node-media-server 4 the RTMP ingest uses (the package ships JavaScript without types).
declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';

  interface AvPacket {
    /** 0 audio header, 1 audio, 2 video header, 3 keyframe, 4 video frame, 5 metadata. */
    flags: number;
    /** Decode timestamp, milliseconds. */
    dts: number;
  }
  interface ConnectRequest {
    app: string;
    name: string;
    host: string;
    query: Record<string, unknown>;
  }
  /** What a broadcast sends to a subscriber: an FLV header, then one FLV tag per buffer. */
  interface FlvSubscriber {
    id: string;
    ip: string;
    protocol: 'flv';
    streamPath: string;
    sendBuffer(buffer: Buffer): void;
  }
  export interface Broadcast {
    postPlay(session: FlvSubscriber): string | null;
    donePlay(session: FlvSubscriber): void;
    publishGraceMs: number;
  }
  export default class RtmpSession {
    constructor(socket: Socket);
    id: string;
    isPublisher: boolean;
    streamPath: string;
    inBytes: number;
    videoWidth: number;
    videoHeight: number;
    videoFramerate: number;
    /** From the publisher's metadata; 0 or undefined when it sends no audio. */
    audioCodec: number | undefined;
    broadcast: Broadcast;
    rtmp: {
      streamApp: string;
      streamName: string;
      streamHost: string;
      onConnectCallback(request: ConnectRequest): void;
      onPushCallback(): void;
      onPlayCallback(): void;
      onPacketCallback(packet: AvPacket): void;
    };
    run(): void;
  }
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: 'trace' | 'debug' | 'info' | 'warn' | 'error' };
  export default logger;
}
