import { randomUUID } from 'node:crypto';
import net from 'node:net';
import nmsLogger from 'node-media-server/src/core/logger.js';
import RtmpSession, { type Broadcast } from 'node-media-server/src/session/rtmp_session.js';
import { DroppedFrames } from './dropped-frames.js';

/** A socket silent this long (a client sending nothing, a publisher whose network died) is closed. */
const SILENT_SOCKET_MS = 15_000;
/** Media a publisher may send while its key is checked; more than this before the answer is refused. */
const MAX_PACKETS_WHILE_CHECKED = 2000;
/** node-media-server's packet flags for a video frame: a keyframe, any other frame (not a codec header). */
const KEYFRAME = 3;
const VIDEO_FRAME = 4;

/** A publish as a client asks for it: rtmp://host/<app>/<name>, from `address`. */
export interface PublishRequest {
  app: string;
  name: string;
  address: string;
}

/** An accepted publisher: what it has sent, and its broadcast to subscribe to. */
export interface Publisher {
  readonly address: string;
  bytesIn(): number;
  /** Video frames the publisher dropped before sending (dropped-frames.ts); null until its metadata names a frame rate. */
  droppedFrames(): number | null;
  /** From the publisher's metadata, which comes before its media: 0 until then. */
  videoHeight(): number;
  hasAudio(): boolean;
  /** Receives the stream as FLV (the header, the codec headers, then every tag) until `stop`. */
  subscribe(sink: (flv: Buffer) => void): { stop(): void };
  close(): void;
}

export interface IngestHandlers {
  /** The name to broadcast an allowed publish under, or null to refuse it; never the key. */
  authorize(request: PublishRequest): Promise<string | null>;
  published(streamName: string, publisher: Publisher): void;
  /** The publisher's connection closed, however it ended. */
  vanished(streamName: string, publisher: Publisher): void;
}

/**
 * The RTMP listener: node-media-server 4's RTMP sessions (handshake, chunking, AMF, FLV tags and
 * its broadcasts) on a TCP server of our own, which is all of node-media-server that runs. Its
 * `NodeMediaServer` would also build an HTTP app and open a JSON store on disk, end the process when
 * a port is taken, and cannot refuse a publish: its `prePublish` event is told after the publish is
 * accepted and cannot wait for a database. Here the publish waits, its media held, until `authorize`
 * answers; playing over RTMP is never offered.
 */
export class RtmpIngest {
  private readonly server = net.createServer((socket) => this.accept(socket));
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly handlers: IngestHandlers) {
    // Its logger prints every connection through console.log; the app logs what matters itself.
    nmsLogger.level = 'error';
  }

  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.setTimeout(SILENT_SOCKET_MS, () => socket.destroy());
    const address = socket.remoteAddress ?? '';
    const session = new RtmpSession(socket);
    session.run();
    const { rtmp } = session;
    const nameStream = rtmp.onConnectCallback;
    const publish = rtmp.onPushCallback;
    const forward = rtmp.onPacketCallback;
    const refuse = () => socket.destroy();
    let held: Parameters<typeof forward>[0][] | null = null;

    rtmp.onPlayCallback = refuse;
    // The stream is named (and joins a broadcast) only once the publish is allowed.
    rtmp.onConnectCallback = () => undefined;
    rtmp.onPacketCallback = (packet) => {
      if (!held || held.length >= MAX_PACKETS_WHILE_CHECKED) return refuse();
      held.push(packet);
    };
    rtmp.onPushCallback = () => {
      if (held) return refuse();
      held = [];
      const request = { app: rtmp.streamApp, name: rtmp.streamName, address };
      this.handlers.authorize(request).then(
        (streamName) => {
          if (!streamName || socket.destroyed) return refuse();
          nameStream({ app: request.app, name: streamName, host: rtmp.streamHost, query: {} });
          publish();
          // A second publisher of the same stream is refused by its broadcast, which closes it.
          if (!session.isPublisher) return refuse();
          const dropped = new DroppedFrames();
          const counted: typeof forward = (packet) => {
            if (packet.flags === KEYFRAME || packet.flags === VIDEO_FRAME) dropped.seen(packet.dts);
            forward(packet);
          };
          rtmp.onPacketCallback = counted;
          for (const packet of held ?? []) counted(packet);
          held = null;
          const publisher = publisherOf(session, address, refuse, dropped);
          this.handlers.published(streamName, publisher);
          socket.on('close', () => this.handlers.vanished(streamName, publisher));
        },
        () => refuse(),
      );
    };
  }
}

function publisherOf(session: RtmpSession, address: string, close: () => void, dropped: DroppedFrames): Publisher {
  const broadcast: Broadcast = session.broadcast;
  return {
    address,
    bytesIn: () => session.inBytes,
    droppedFrames: () => dropped.count(session.videoFramerate),
    videoHeight: () => session.videoHeight,
    hasAudio: () => Boolean(session.audioCodec),
    subscribe(sink) {
      const subscriber = {
        id: randomUUID(),
        ip: '',
        protocol: 'flv' as const,
        streamPath: session.streamPath,
        sendBuffer: sink,
      };
      broadcast.postPlay(subscriber);
      return { stop: () => broadcast.donePlay(subscriber) };
    },
    close,
  };
}
