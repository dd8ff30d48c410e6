'use client';

// A question put to the editor in a dialog, answered by a promise: the
// series scope of a save or trash (events/series-scope-dialog.tsx) and a new
// venue or organizer from a picker (create-linked-dialog.tsx). `ask` renders
// the dialog; its `answer` closes it and resolves what `ask` returned.
import { useState, type ReactNode } from 'react';

export function useQuestion<Question, Answer>(
  render: (question: Question & { answer: (answer: Answer) => void }) => ReactNode,
): { ask: (question: Question) => Promise<Answer>; dialog: ReactNode } {
  const [asked, setAsked] = useState<(Question & { answer: (answer: Answer) => void }) | null>(
    null,
  );
  const ask = (question: Question) =>
    new Promise<Answer>((resolve) =>
      setAsked({
        ...question,
        answer: (answer) => {
          setAsked(null);
          resolve(answer);
        },
      }),
    );
  return { ask, dialog: asked && render(asked) };
}
