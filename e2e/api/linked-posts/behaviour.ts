// Every behaviour venues and organizers share, for one kind; the spec file
// gets the client factory back for the tests of its kind alone.
import { createBehaviour } from './create';
import { deleteBehaviour } from './delete';
import { kindClientFactory, type ClientFactory, type KindUnderTest } from './kinds';
import { listBehaviour } from './list';
import { permissionBehaviour } from './permissions';
import { readBehaviour } from './read';
import { updateBehaviour } from './update';

export function linkedPostBehaviour(kind: KindUnderTest): ClientFactory {
  const client = kindClientFactory(kind);
  for (const behaviour of [
    listBehaviour,
    readBehaviour,
    createBehaviour,
    updateBehaviour,
    deleteBehaviour,
    permissionBehaviour,
  ]) {
    behaviour(kind, client);
  }
  return client;
}
