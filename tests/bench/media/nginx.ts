import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/services/free-port.js';
import { type Placement, type RunningServer, spawnPlaced, waitUntilUp } from '../product-server.js';

/** Debian's nginx (`apt-get install nginx`): the reference for media figures. */
export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

/** The internal location the product's X-Accel-Redirect answers point at. */
export const ACCEL_PREFIX = '/protected-media/';

/**
 * `static`: nginx alone serves `mediaRoot` at /media/ with sendfile, as a stock site would.
 * `accel`: nginx fronts the product at `upstream`, which checks each signature and hands the file
 * back with X-Accel-Redirect; nginx then sends it from the internal location with sendfile.
 */
export type NginxMode = { kind: 'static' } | { kind: 'accel'; upstream: string };

export async function startNginx(
  mediaRoot: string,
  mode: NginxMode,
  placement: Placement = 'pinned',
): Promise<RunningServer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'poker-bench-nginx-'));
  const port = await freePort();
  const locations =
    mode.kind === 'static'
      ? `location /media/ { alias ${mediaRoot}/; }`
      : // Keep-alive to the product, as a production proxy would have.
        `location /media/ { proxy_pass http://product; proxy_http_version 1.1; proxy_set_header Connection ""; }
    location ${ACCEL_PREFIX} { internal; alias ${mediaRoot}/; }`;
  const upstream =
    mode.kind === 'accel' ? `upstream product { server ${new URL(mode.upstream).host}; keepalive 16; }` : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${dir}/${name};`)
    .join(' ');
  await fs.writeFile(
    path.join(dir, 'nginx.conf'),
    // Each simulated member keeps connections of its own, as a browser does: hundreds of members pass
    // nginx's default of 1 024 connections.
    `daemon off; master_process off; worker_processes 1; worker_rlimit_nofile 65536; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 16384; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  sendfile on; tcp_nopush on; tcp_nodelay on; keepalive_requests 1000000;
  ${temp}
  ${upstream}
  server {
    listen 127.0.0.1:${port};
    location = /ready { return 200 "ok"; }
    ${locations}
  }
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const child = spawnPlaced(placement, NGINX, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/ready`, child, 'nginx');
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
