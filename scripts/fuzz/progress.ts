/** A one-line progress display: redrawn in place on a terminal, a line every tenth of the way otherwise. */
export function progressLine(total: number, out: NodeJS.WriteStream = process.stderr): (done: number, note: string) => void {
  const started = performance.now();
  let lastTenth = -1;
  return (done, note) => {
    const elapsed = (performance.now() - started) / 1000;
    const eta = done > 0 ? (elapsed / done) * (total - done) : 0;
    const text = `${done}/${total} games  ${note}  ${elapsed.toFixed(0)} s elapsed, ~${eta.toFixed(0)} s left`;
    if (out.isTTY) {
      const width = 24;
      const filled = Math.round((done / total) * width);
      out.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${text}\x1b[K${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastTenth || done === total) {
      lastTenth = tenth;
      out.write(`${text}\n`);
    }
  };
}
