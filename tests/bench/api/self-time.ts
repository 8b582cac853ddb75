/** The parts of a V8 .cpuprofile (`node --cpu-prof`) a summary needs. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const ROWS = 30;

/** The package (or project folder) a script belongs to, from its URL. */
function owner(url: string): string {
  if (!url) return '(native)';
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope, name] = url.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:')) return url;
  const project = /\/(server|common|build)\/(.*)$/.exec(url);
  return project ? `${project[1]}/${project[2]}` : url;
}

/** Self time by function and by owner, the largest first, each with its share of the samples. */
export function selfTimeSummary(profile: CpuProfile): string {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id)!;
    const micros = profile.timeDeltas[index] ?? 0;
    total += micros;
    const where = owner(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byOwner.set(where, (byOwner.get(where) ?? 0) + micros);
  });
  const table = (title: string, map: Map<string, number>) =>
    [
      title,
      ...[...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, ROWS)
        .map(([name, micros]) => `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`),
    ].join('\n');
  return `${table('self time by function', byFunction)}\n\n${table('self time by package or file', byOwner)}`;
}
