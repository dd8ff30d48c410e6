'use client';

// How a shortcut's keys are written on screen: `mod` is Ctrl, or ⌘ on a Mac
// (known only in the browser, so the server's page says Ctrl); a sequence
// reads "g then e" in the interface language.
import { useTranslations } from 'next-intl';
import { Fragment, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Whether the modifier of `mod+` shortcuts is Command. */
export const useIsApple = (): boolean => useSyncExternalStore(noSubscription, isApple, () => false);

/** One key press of SHORTCUTS (`mod+k`, `?`) as keycaps. */
function KeyPress({ name }: { name: string }) {
  const t = useTranslations('Keyboard.key');
  const apple = useIsApple();
  if (!name.startsWith('mod+')) return <kbd>{name}</kbd>;
  return (
    <>
      <kbd>{apple ? t('command') : t('control')}</kbd>
      {/* A plus between keycaps reads "Ctrl plus K"; a screen reader then says both keys. */}
      {' + '}
      <kbd>{name.slice('mod+'.length).toUpperCase()}</kbd>
    </>
  );
}

/** A shortcut's keys, pressed together or one after the other. */
export function KeyNames({ keys }: { keys: readonly string[] }) {
  const t = useTranslations('Keyboard.key');
  return (
    <span className="key-names">
      {keys.map((name, index) => (
        <Fragment key={index}>
          {index > 0 && ` ${t('then')} `}
          <KeyPress name={name} />
        </Fragment>
      ))}
    </span>
  );
}
