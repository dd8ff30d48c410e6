// Every behaviour venues and organizers share, for one kind; the spec file
// gets its `test` back for the tests of that kind alone.
import { createBehaviour } from './create';
import { deleteBehaviour } from './delete';
import { db } from '../../fixtures/db';
import { kindTest, type KindTest, type KindUnderTest } from './kinds';
import { listBehaviour } from './list';
import { listFilterBehaviour } from './list-filters';
import { permissionBehaviour } from './permissions';
import { readBehaviour } from './read';
import { representationBehaviour, type RepresentationExample } from './representation';
import { updateBehaviour } from './update';

export function linkedPostBehaviour(kind: KindUnderTest, example: RepresentationExample): KindTest {
  const test = kindTest(kind);
  test.afterAll(async () => {
    await db.$disconnect();
  });
  for (const behaviour of [
    listBehaviour,
    listFilterBehaviour,
    readBehaviour,
    createBehaviour,
    updateBehaviour,
    deleteBehaviour,
    permissionBehaviour,
  ]) {
    behaviour(kind, test);
  }
  representationBehaviour(kind, test, example);
  return test;
}
