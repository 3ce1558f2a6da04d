/** Sample points inside a flat-topped hex, as offsets in hex-centre space (x in columns, y in rows). */
export function hexSampleOffsets(n = 3): readonly { dx: number; dy: number }[] {
  const out: { dx: number; dy: number }[] = [];
  for (let i = -n; i <= n; i++) {
    for (let j = -n; j <= n; j++) {
      const dx = (i / n) * (2 / 3);
      const dy = (j / n) * 0.5;
      // In the isotropic plane the hex (circumradius 1) is |px| ≤ 1, |py| ≤ √3/2, √3|px| + |py| ≤ √3.
      const px = Math.abs(1.5 * dx);
      const py = Math.abs(Math.sqrt(3) * dy);
      if (px <= 1 + 1e-9 && py <= Math.sqrt(3) / 2 + 1e-9 && Math.sqrt(3) * px + py <= Math.sqrt(3) + 1e-9) out.push({ dx, dy });
    }
  }
  return out;
}
