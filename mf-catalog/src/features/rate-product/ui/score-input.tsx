import { RATING_LEVELS, RATING_SCORES } from '@store/domain';
import { useId, useState } from 'react';

export interface ScoreInputProps {
  value: number | null;
  onChange(score: number): void;
  onBlur?(): void;
  error?: string | false;
}

/** The level of a score in words: 0.5–1 «Ужасно» … 4.5–5 «Отлично». */
export const levelOf = (score: number): string => RATING_LEVELS[Math.min(RATING_LEVELS.length, Math.max(1, Math.ceil(score))) - 1]!;

const formatScore = (score: number) => String(score).replace('.', ',');

/**
 * Half stars as a radio group of the ten scores (0,5 … 5): arrows move between them, as in any
 * radio group; each half star is its own target (24 × 48 px).
 */
export function ScoreInput({ value, onChange, onBlur, error }: ScoreInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset
      className="catalog-score"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      data-testid="catalog-rating-score"
    >
      <legend className="catalog-score__legend">Ваша оценка</legend>
      <div className="catalog-score__row">
        <div className="catalog-score__stars" onMouseLeave={() => setHovered(null)}>
          {RATING_SCORES.map((score) => {
            const id = `${name}-${score}`;
            const half = score % 1 !== 0;
            return (
              <span key={score} className={`catalog-score__half${half ? ' catalog-score__half--left' : ' catalog-score__half--right'}`}>
                <input
                  id={id}
                  className="catalog-score__radio"
                  type="radio"
                  name={name}
                  value={score}
                  checked={value === score}
                  onChange={() => onChange(score)}
                  onBlur={onBlur}
                  aria-label={`${formatScore(score)} из 5 — ${levelOf(score).toLowerCase()}`}
                />
                <label htmlFor={id} className="catalog-score__label" onMouseEnter={() => setHovered(score)}>
                  <svg
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                    className={score <= shown ? 'catalog-score__on' : undefined}
                  >
                    <path d="M12 2.5l2.9 6.2 6.6.7-4.9 4.5 1.4 6.6L12 17.2l-6 3.3 1.4-6.6-4.9-4.5 6.6-.7z" />
                  </svg>
                </label>
              </span>
            );
          })}
        </div>
        <span className="catalog-score__level" aria-hidden="true" data-testid="catalog-rating-level">
          {shown > 0 ? `${formatScore(shown)} — ${levelOf(shown)}` : ''}
        </span>
      </div>
      <p id={errorId} className="catalog-score__error" role="alert">
        {error || ''}
      </p>
    </fieldset>
  );
}
