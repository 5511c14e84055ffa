/** The figures and checks of a chaos run as the lines printed at its end (docs/reliability.md quotes them). */
export function formatFigures({ figures, checks, isPassing }) {
  const lines = [];
  const seconds = figures.elapsedMs / 1000;
  lines.push(
    `${figures.operations} operations from ${figures.clients} clients in ${seconds.toFixed(1)} s ` +
      `(${(figures.operations / seconds).toFixed(0)} operations/s), 2 server processes behind ${figures.proxy}, ` +
      `${figures.redis ? 'with' : 'without'} Redis, seed ${figures.seed}`,
  );
  lines.push('');
  lines.push(
    `${'operation'.padEnd(16)} ${'count'.padStart(6)} ${'acked'.padStart(6)}  refused (by code)   slowest`,
  );
  for (const [kind, row] of Object.entries(figures.byKind)) {
    const refused = Object.entries(row.refused)
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    lines.push(
      `${kind.padEnd(16)} ${String(row.count).padStart(6)} ${String(row.acknowledged).padStart(6)}  ` +
        `${(refused || '-').padEnd(18)} ${(row.maxMs / 1000).toFixed(1)} s`,
    );
  }
  const t = figures.transport;
  lines.push('');
  lines.push(
    `HTTP requests ${t.requests}; duplicate sends ${figures.duplicateSends}; unknown outcomes resent ${t.unknownOutcomes} ` +
      `(${Object.entries(t.unknownByReason)
        .map(([reason, n]) => `${reason} ${n}`)
        .join(', ')}); server 5xx ${t.serverErrors}; lost ${t.lost}`,
  );
  for (const kill of figures.kills)
    lines.push(
      `SIGKILL ${kill.server} at operation ${kill.atOperation}: down ${(kill.downMs / 1000).toFixed(1)} s ` +
        `(restart ${(kill.restartMs / 1000).toFixed(1)} s), ${kill.unknownOutcomesWhileDown} unknown outcomes resent meanwhile`,
    );
  lines.push('');
  for (const check of checks)
    lines.push(
      `${check.isPassing ? 'ok  ' : 'FAIL'} ${check.name}${check.detail ? `: ${check.detail}` : ''}`,
    );
  lines.push('');
  lines.push(`${isPassing ? 'PASS' : 'FAIL'}: chaos run`);
  return lines.join('\n');
}
