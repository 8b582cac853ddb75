// @vitest-environment node
import { existsSync } from 'node:fs';
import net from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from '../../server/services/free-port.js';

// Linux, where ports are chosen at random below the kernel's ephemeral range.
it.runIf(existsSync('/proc/sys/net/ipv4/ip_local_port_range'))(
  'never hands out a port twice before its caller binds it, and each can be listened on',
  async () => {
    // 500 draws, one after the other, from the ~12 800 ports below the range: each port is still free
    // when the next is drawn (no caller binds them), so without the process's own record some two would
    // meet in all but one run in 17 000 (the birthday bound).
    const ports: number[] = [];
    for (let draw = 0; draw < 500; draw += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  },
);
