// An embed's page (docs/public-pages.md "Embedding"): the view its address
// names after /embed, drawn by the view's own page function, its links to
// other embeddable views kept in the frame.
import { notFound, type PublicContext } from '../route';
import { keepViewsInFrame } from '../embed/links';
import { embeddableView } from './embeddable-views';

export async function embedPage(context: PublicContext<{ path?: string[] }>) {
  const view = embeddableView((context.path.path ?? []).join('/'));
  if (!view) throw notFound();
  const answer = await view.page({ ...context, path: view.values });
  const isView = (path: string) => embeddableView(path) !== undefined;
  return { ...answer, body: keepViewsInFrame(answer.body, isView) };
}
