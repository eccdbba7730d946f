// Small numeric helpers shared by the bench modules.
import os from "node:os";

export function median(values) {
  const list = values.filter((v) => typeof v === "number" && Number.isFinite(v));
  if (list.length === 0) return null;
  list.sort((a, b) => a - b);
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

/** The machine's load, so a noisy run shows in the report. */
export function machineLoad() {
  const [one, five, fifteen] = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  return { at: new Date().toISOString(), loadavg: [one, five, fifteen], cores, busy: one > cores };
}

export function describeLoad(label, load) {
  const warn = load.busy
    ? `  WARNING: load ${load.loadavg[0]} > ${load.cores} cores, figures are noisy`
    : "";
  return `${label}: load average ${load.loadavg.join(" / ")} (1/5/15 min) on ${load.cores} cores${warn}`;
}
