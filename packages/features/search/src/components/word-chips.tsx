import "./word-chips.css";

/** Props of {@link WordChips}. */
export type WordChipsProps = {
  /** Accessible name of the group (its heading's text). */
  label: string;
  words: readonly { word: string; text?: string }[];
  onPick: (word: string) => void;
};

/** A wrap of tappable words (history, hot words): tapping one searches it. `text` is shown when given, `word` searched. */
export function WordChips({ label, words, onPick }: WordChipsProps) {
  return (
    <ul className="wl-word-chips" aria-label={label}>
      {words.map(({ word, text }) => (
        <li key={word}>
          <button type="button" className="wl-word-chips__chip" onClick={() => onPick(word)}>
            {text ?? word}
          </button>
        </li>
      ))}
    </ul>
  );
}
