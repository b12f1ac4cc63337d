import { currentPolicyVersion } from '../../server/modules/auth/index.ts';
import { STORAGE_KEYS } from '../../src/client/storageKeys.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { KANNADA, newPhone, PASSWORD, parentGate, passParentGate, signUpQuickly } from './journeys.ts';

/**
 * Issue 32, ADR 021: the parent is checked by the API, not only by the page. The child's access
 * token alone plays but never administers: adding a child, downloading the data and buying a plan
 * need the proof the gate's check gives, and a pass the page made up opens nothing.
 */
const PASS_KEY = 'kalike.parentGate';

for (const [name, t, prefix] of [KANNADA]) {
  const kannada = prefix === '/kn';
  const account = kannada ? { board: 'Karnataka', medium: 'Kannada' } : { board: 'CBSE', medium: 'English' };

  test(`a child cannot add a child, download the data or buy a plan; the parent past the gate can (${name})`, async ({
    page,
    clientAddress,
  }, info) => {
    const phone = newPhone(info.workerIndex);
    const { tokenData } = await signUpQuickly(page, clientAddress, phone, { grade: '3', ...account });
    // The child's token: a session of its own (access tokens last seconds in these tests).
    const login = await page.request.post('/v1/student/login', {
      headers: { 'x-forwarded-for': clientAddress },
      data: { email: phone, password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const child = {
      authorization: `Bearer ${((await login.json()) as { tokenData: { accessToken: string } }).tokenData.accessToken}`,
    };
    const newChild = {
      studentName: 'Arjun',
      gender: 'Male',
      grade: '3',
      board: kannada ? 'Karnataka Kannada' : 'CBSE English',
      state: 'Karnataka',
      district: 'Mandya',
      taluk: 'Maddur',
      consent: {
        isGuardian: true,
        isAdult: true,
        acceptsPolicy: true,
        policyVersion: currentPolicyVersion(),
      },
    };
    const plan = kannada ? 'ALL_ACCESS.3.Karnataka.Kannada' : 'ALL_ACCESS.3.CBSE.English';

    // The child's token alone, straight to the API: refused, whatever the page shows.
    const tries = [
      () => page.request.post('/v1/auth/children', { headers: child, data: newChild }),
      () => page.request.get('/v1/auth/profile/export', { headers: child }),
      () => page.request.post('/v1/auth/payment/orderId', { headers: child, data: { planId: plan } }),
    ];
    for (const attempt of tries) {
      const refused = await attempt();
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe('PARENT_PROOF_REQUIRED');
    }

    // A pass the page would once have trusted, written into the tab by hand: the page opens, but
    // the download is refused by the API and the gate shows again.
    await page.goto(`${prefix}/user-profile`);
    await expect(parentGate(page, t)).toBeVisible();
    const familyKey = JSON.parse(
      Buffer.from(tokenData.accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ).sub as string;
    await page.evaluate(([key, pass]) => sessionStorage.setItem(key, pass), [
      PASS_KEY,
      JSON.stringify({ familyKey, until: Date.now() + 600_000, proof: 'made-up' }),
    ] as const);
    await page.reload();
    const download = page.getByRole('button', { name: t['account.data.download'] });
    await expect(download).toBeEnabled();
    let downloaded = false;
    page.on('download', () => {
      downloaded = true;
    });
    await download.click();
    await expect(parentGate(page, t)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(downloaded).toBe(false);

    // The parent passes the gate (the password: a child of class 3): the download comes.
    await passParentGate(page, t);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t['account.data.download'] }).click();
    expect((await downloading).suggestedFilename()).toBe('kalike-my-data.json');
    await expectNoAxeViolations(page);

    // And buying a plan, on the plans page the pass opens.
    await page.goto(`${prefix}/paymentPlans`);
    const card = page.locator('.plan[data-type="ALL_ACCESS"]');
    await card.getByRole('button').click();
    const gateway = page.getByRole('dialog', { name: t['gateway.title'] });
    await expect(gateway).toBeVisible();
    await expectNoAxeViolations(page);
    await gateway.getByRole('button', { name: t['gateway.succeed'] }).click();
    await expect(gateway).toBeHidden();
    await expect(card.locator('.plan__active')).toBeVisible();
    await expectNoAxeViolations(page);
    // Adding a child, last, with the proof the gate gave this tab and a fresh access token of the
    // same session (the tab's refresh token, traded: the page is not used after this).
    const held = await page.evaluate(
      ([passKey, tokenKey]) => ({
        proof: (JSON.parse(sessionStorage.getItem(passKey) ?? '{}') as { proof?: string }).proof ?? '',
        refreshToken: localStorage.getItem(tokenKey) ?? '',
      }),
      [PASS_KEY, STORAGE_KEYS.refreshToken] as const,
    );
    const refreshed = await page.request.post('/v1/student/refresh-token', {
      data: { refreshToken: held.refreshToken },
    });
    expect(refreshed.status(), await refreshed.text()).toBe(200);
    const fresh = ((await refreshed.json()) as { data: { accessToken: string } }).data.accessToken;
    const added = await page.request.post('/v1/auth/children', {
      headers: { authorization: `Bearer ${fresh}`, 'x-parent-proof': held.proof },
      data: newChild,
    });
    expect(added.status(), await added.text()).toBe(201);
  });
}
