'use client';

// The `?` overlay: every shortcut the user has, by group, in the interface
// language, read from SHORTCUTS as the key handler is.
import { useTranslations } from 'next-intl';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { KeyNames } from './key-names';
import { SHORTCUT_GROUPS, type Shortcut } from './shortcuts';

export function ShortcutsOverlay({
  shortcuts,
  onClose,
}: {
  shortcuts: readonly Shortcut[];
  onClose: () => void;
}) {
  const t = useTranslations('Keyboard');
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(isOpen) => !isOpen && onClose()}
      className="modal-overlay"
    >
      <Modal className="modal shortcuts">
        <Dialog aria-labelledby="shortcuts-title">
          <Heading slot="title" id="shortcuts-title">
            {t('help.title')}
          </Heading>
          <p>{t('help.intro')}</p>
          {SHORTCUT_GROUPS.map((group) => (
            <section key={group} aria-labelledby={`shortcuts-${group}`}>
              <h3 id={`shortcuts-${group}`}>{t(`group.${group}`)}</h3>
              <dl className="shortcut-list">
                {shortcuts
                  .filter((shortcut) => shortcut.group === group)
                  .map((shortcut) => (
                    <div key={shortcut.id}>
                      <dt>
                        <KeyNames keys={shortcut.keys} />
                      </dt>
                      <dd>{t(`shortcut.${shortcut.id}`)}</dd>
                    </div>
                  ))}
              </dl>
            </section>
          ))}
          <div className="actions">
            <Button slot="close">{t('help.close')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
