/** Where and on what a run happened: the header of RESULTS.md. */
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, release, totalmem, type } from 'node:os';

export interface Machine {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  os: string;
  /** 1-minute load average when the run started: how busy the machine already was. */
  loadAverage: number;
}

export function machine(): Machine {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${type()} ${release()}`,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** The commit measured, with `+dirty` when the working tree has uncommitted changes. */
export function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
