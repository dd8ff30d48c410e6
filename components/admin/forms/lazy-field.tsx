'use client';

// A component whose module arrives after the screen (next/dynamic, never on
// the server), shown meanwhile as its shape (field-shapes.tsx) draws it from
// the same props, so that nothing moves when it comes (docs/admin.md
// "Nothing moves").
import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** The shape of the component being loaded: next/dynamic hands its `loading` no props. */
const PendingShape = createContext<ReactNode>(null);

function Pending() {
  return useContext(PendingShape);
}

export function lazyField<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Shape: ComponentType<P>,
): ComponentType<P> {
  const Loaded = dynamic(load, { ssr: false, loading: Pending });
  return function LazyField(props: P) {
    return (
      <PendingShape.Provider value={<Shape {...props} />}>
        <Loaded {...props} />
      </PendingShape.Provider>
    );
  };
}
