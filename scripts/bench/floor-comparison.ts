import type { FloorLoad } from '../lib/floor-phase';
import { percentile } from '../lib/load';

/** The issue's table: the floor's figures beside the operation's, from the same run, and the ratios. */
export function printFloorComparison(figures: {
  /** BENCH_CONCURRENCY and BENCH_FLOOR_STEPS of the run. */
  concurrency: number;
  floorSteps: number;
  floorSingle: number[];
  single: number[];
  floorLoad: FloorLoad & { cpu: Record<string, number> };
  opCpu: Record<string, number>;
  opStarts: number[];
  opSteadyStarts: number[];
  activitiesAlone: number[] | null;
  /** The activities' own CPU per operation (their calls made without Temporal), NaN if not measured. */
  activitiesCpuMs: number;
  /** The floor's start calls while the platform took the operation phase's calls. */
  floorBusyStarts: number[];
}): void {
  const { floorLoad, opCpu } = figures;
  const rows: [string, number, number, number | null][] = [];
  const cpuRow = (name: string, floor: number, op: number, target: number | null) =>
    rows.push([name, floor * 1000, op * 1000, target]);
  cpuRow('CPU por flujo: Temporal', floorLoad.cpu.temporal ?? NaN, opCpu.temporal ?? NaN, null);
  cpuRow('CPU por flujo: worker', floorLoad.cpu.floorWorker ?? NaN, opCpu.worker ?? NaN, null);
  cpuRow(
    'CPU por flujo: Temporal + worker',
    (floorLoad.cpu.temporal ?? NaN) + (floorLoad.cpu.floorWorker ?? NaN),
    (opCpu.temporal ?? NaN) + (opCpu.worker ?? NaN),
    1.3,
  );
  if (!Number.isNaN(figures.activitiesCpuMs)) {
    // The floor's activities do nothing; the operation's make the spec's platform calls. Their
    // own CPU (the HTTP client, JSON, keys) is the operation's work, not orchestration.
    rows.push([
      'CPU por flujo: Temporal + worker, sin la de las llamadas a la plataforma',
      ((floorLoad.cpu.temporal ?? NaN) + (floorLoad.cpu.floorWorker ?? NaN)) * 1000,
      ((opCpu.temporal ?? NaN) + (opCpu.worker ?? NaN)) * 1000 - figures.activitiesCpuMs,
      null,
    ]);
  }
  rows.push([
    `llamada de inicio p50, ${figures.concurrency} en curso`,
    percentile(floorLoad.starts, 50),
    percentile(figures.opStarts, 50),
    null,
  ]);
  rows.push([
    `llamada de inicio p95, ${figures.concurrency} en curso`,
    percentile(floorLoad.starts, 95),
    percentile(figures.opStarts, 95),
    1.5,
  ]);
  rows.push([
    'llamada de inicio p95, tras la primera ronda',
    percentile(floorLoad.steadyStarts, 95),
    percentile(figures.opSteadyStarts, 95),
    null,
  ]);
  if (figures.floorBusyStarts.length) {
    rows.push([
      `llamada de inicio p95, ${figures.concurrency} en curso, piso con la plataforma ocupada`,
      percentile(figures.floorBusyStarts, 95),
      percentile(figures.opStarts, 95),
      null,
    ]);
  }
  rows.push(['uno solo, p50', percentile(figures.floorSingle, 50), percentile(figures.single, 50), null]);
  console.log(
    `\n  | frente al piso (${figures.floorSteps} pasos vacíos, la misma corrida) | piso | subscriber.addUser | razón | meta |`,
  );
  console.log('  | --- | --- | --- | --- | --- |');
  for (const [name, floor, op, target] of rows) {
    const ratio = op / floor;
    const goal = target === null ? '' : `≤ ${target}× ${ratio <= target ? '(sí)' : '(no)'}`;
    console.log(
      `  | ${name} | ${floor.toFixed(1)} ms | ${op.toFixed(1)} ms | ${ratio.toFixed(2)}× | ${goal} |`,
    );
  }
  if (figures.activitiesAlone) {
    const floorP50 = percentile(figures.floorSingle, 50);
    const platformP50 = percentile(figures.activitiesAlone, 50);
    const bound = floorP50 + platformP50 + 30;
    const opP50 = percentile(figures.single, 50);
    console.log(
      `  uno solo: p50 ${opP50.toFixed(0)} ms; meta ≤ piso ${floorP50.toFixed(0)} + plataforma ${platformP50.toFixed(0)} + 30 = ${bound.toFixed(0)} ms ${opP50 <= bound ? '(sí)' : `(no, ${(opP50 - bound).toFixed(0)} ms por encima)`}`,
    );
  }
}
