import type { Space } from '../../engine';

/** Units dropped off on a march (8.2 note), gathered by the space they stayed in, in the order dropped. */
export function droppedGroups(dropped: readonly { readonly piece: string; readonly at: Space }[]): { at: Space; pieces: string[] }[] {
  const groups: { at: Space; pieces: string[] }[] = [];
  for (const { piece, at } of dropped) {
    const group = groups.find((g) => g.at === at);
    if (group) group.pieces.push(piece);
    else groups.push({ at, pieces: [piece] });
  }
  return groups;
}
