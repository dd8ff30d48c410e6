// Protecting an event with a password from its editor (docs/admin.md
// "Password-protected events"), checked from where it matters: what the API
// answers an anonymous reader (docs/api.md §1.10).
import { expect, test } from '@playwright/test';
import { signInBeforeEach } from '../fixtures/admin';
import { createEvent, daysFromToday, db } from '../fixtures/db';

signInBeforeEach('editor');

test('sets and removes an event’s password in the French editor', async ({ page, request }) => {
  test.slow();
  const event = await createEvent({
    startLocal: daysFromToday(16, '19:00:00'),
    endLocal: daysFromToday(16, '21:00:00'),
    description: 'Members only.',
  });
  const single = `/calendar/events/v1/events/${event.id}`;
  await page.goto(`/fr/admin/events/${event.id}`);
  const group = page.getByRole('group', { name: 'Protection par mot de passe' });
  await expect(group.getByText(/^Non protégé/)).toBeVisible();
  const field = group.getByLabel('Nouveau mot de passe');

  await test.step('nothing typed: the field says so and nothing is sent', async () => {
    await group.getByRole('button', { name: 'Protéger par ce mot de passe' }).click();
    await expect(group.getByRole('alert')).toHaveText('Saisissez d’abord un mot de passe.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect((await request.get(single)).status()).toBe(200);
  });

  await test.step('a password protects the event for anonymous readers', async () => {
    await field.fill('sésame 42');
    await group.getByRole('button', { name: 'Protéger par ce mot de passe' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'L’événement est maintenant protégé' }),
    ).toBeVisible();
    await expect(group.getByText(/^Protégé :/)).toBeVisible();
    // Never shown again, not even here.
    await expect(field).toHaveValue('');
    const anonymous = await request.get(single);
    expect(anonymous.status()).toBe(403);
    expect((await anonymous.json()).code).toBe('event-password-protected');
    const unlocked = await request.get(single, { params: { password: 'sésame 42' } });
    expect(unlocked.status()).toBe(200);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).password).toBe(
      'sésame 42',
    );
  });

  await test.step('the event saves after it, and waits while the event has unsaved changes', async () => {
    const renamed = `${event.title} (membres)`;
    await page.getByLabel('Titre', { exact: true }).fill(renamed);
    await expect(group.getByRole('button', { name: 'Changer le mot de passe' })).toBeDisabled();
    await expect(group.getByText(/^Enregistrez ou annulez d’abord/)).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'L’événement a été enregistré.' }),
    ).toBeVisible();
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).title).toBe(renamed);
    await expect(group.getByRole('button', { name: 'Changer le mot de passe' })).toBeEnabled();
  });

  await test.step('a reload says it is protected; removing it opens the event again', async () => {
    await page.reload();
    await expect(group.getByText(/^Protégé :/)).toBeVisible();
    await group.getByRole('button', { name: 'Retirer le mot de passe' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Le mot de passe a été retiré' }),
    ).toBeVisible();
    await expect(group.getByText(/^Non protégé/)).toBeVisible();
    expect((await request.get(single)).status()).toBe(200);
  });
});
