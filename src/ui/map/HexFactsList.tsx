import type { HexFacts } from './hexFacts';
import { hexFactLines } from './hexFactLines';

/** The printed map and the view's facts about one hex, a line each (hexFactLines). */
export function HexFactsList({ facts }: { facts: HexFacts }) {
  return (
    <ul className="card-facts">
      {hexFactLines(facts).map((l) => (
        <li key={l.key} data-fact={l.key}>
          {l.text}
        </li>
      ))}
    </ul>
  );
}
