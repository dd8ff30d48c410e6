'use client';

// Which dates of a series a save or a trash reaches (docs/recurrence.md
// `series_scope`), asked in a native modal <dialog> as ConfirmAction asks
// (lists/confirm-action.tsx): the rest of the page is inert, Escape or
// Cancel answers nothing, and focus goes back where it was.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { SeriesScope } from '@/lib/events/schema';
import { useQuestion } from '../forms/use-question';

export const SERIES_SCOPES = ['this', 'following', 'all'] as const satisfies SeriesScope[];

/** A save offers every scope unless the rule changed (one date cannot repeat by itself); a trash, every scope. */
export function scopesFor(isRuleChanged: boolean): SeriesScope[] {
  return isRuleChanged ? ['following', 'all'] : [...SERIES_SCOPES];
}

interface Question {
  action: 'save' | 'trash';
  scopes: SeriesScope[];
  answer: (scope: SeriesScope | null) => void;
}

/** `ask` resolves to the scope chosen, or null when the question was dismissed; render `dialog`. */
export function useSeriesScopeQuestion() {
  const question = useQuestion<Omit<Question, 'answer'>, SeriesScope | null>((asked) => (
    <SeriesScopeDialog {...asked} />
  ));
  return {
    ask: (action: Question['action'], scopes: SeriesScope[]) => question.ask({ action, scopes }),
    dialog: question.dialog,
  };
}

function SeriesScopeDialog({ action, scopes, answer }: Question) {
  const t = useTranslations('AdminRepeat.scope');
  const common = useTranslations('AdminCommon');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // A save starts on the first choice; a trash on Cancel, the safe one, as ConfirmAction does.
  const first = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const chosen = useRef<SeriesScope | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
    (action === 'save' ? first : cancel).current?.focus();
  }, [action]);
  const choose = (scope: SeriesScope | null) => {
    chosen.current = scope;
    dialog.current?.close();
  };
  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => answer(chosen.current)}
    >
      <h2 id={`${id}-title`}>{t(`${action}Title`)}</h2>
      <p id={`${id}-text`}>
        {t(`${action}Text`)} {action === 'save' && !scopes.includes('this') && t('ruleChanged')}
      </p>
      <div className="scope-choices">
        {scopes.map((scope, index) => (
          <button
            key={scope}
            ref={index === 0 ? first : undefined}
            type="button"
            className={action === 'trash' ? 'danger' : undefined}
            onClick={() => choose(scope)}
          >
            {t(scope)}
          </button>
        ))}
      </div>
      <div className="actions">
        <button ref={cancel} type="button" onClick={() => choose(null)}>
          {common('cancel')}
        </button>
      </div>
    </dialog>
  );
}
