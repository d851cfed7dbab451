// Browser test: two devices (two browser contexts, each its own storage) connect through an invitation and an answer over WebRTC on this machine's loopback, with no server besides the static one; the answer reaches the waiting tab through a second tab; damaged, old, used, own and foreign codes are refused with a message; a lost connection says so and a new invitation joins the devices again.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
import { assertBuilt, axeViolations, launchBrowser, recordProblems, serveDist, WEBRTC_LOOPBACK_ARGS, LOOPBACK_PERMISSIONS } from './helpers.mjs';

let browser;
let server;

before(async () => {
  assertBuilt();
  browser = await launchBrowser(WEBRTC_LOOPBACK_ARGS);
  server = await serveDist('/games/incerto/');
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A device: a context of its own (storage, tabs) whose requests are recorded, and whose
 * pages keep their peer connections in `window.__peers` (for the candidate pair in use).
 * Each page's own description keeps only its 127.0.0.1 candidates (as the page reads it),
 * so the codes send the other device to the loopback interface alone.
 */
async function device({ time } = {}) {
  const context = await browser.newContext({ viewport: { width: 420, height: 900 }, permissions: LOOPBACK_PERMISSIONS });
  if (time !== undefined) await context.clock.setFixedTime(time);
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    window.__peers = [];
    const described = Object.getOwnPropertyDescriptor(Native.prototype, 'localDescription').get;
    window.RTCPeerConnection = function (...args) {
      const pc = new Native(...args);
      window.__peers.push(pc);
      Object.defineProperty(pc, 'localDescription', {
        get() {
          const d = described.call(pc);
          if (!d) return d;
          const sdp = d.sdp
            .split('\r\n')
            .filter((l) => !l.startsWith('a=candidate:') || / 127\.0\.0\.1 /.test(l))
            .join('\r\n');
          return { type: d.type, sdp };
        },
      });
      return pc;
    };
    window.RTCPeerConnection.prototype = Native.prototype;
  });
  const problems = [];
  const open = async (hash) => {
    const page = await context.newPage();
    problems.push(...[]);
    const p = recordProblems(page);
    page.on('close', () => problems.push(...p));
    page.problems = p;
    await page.goto(`${server.url}${hash}`);
    return page;
  };
  return { context, requests, open };
}

/** The text of a code's link on the page (`invite` or `answer`), once it is shown. */
async function codeLink(page, what) {
  const link = page.getByTestId(`friend-${what}-link`);
  await link.waitFor({ timeout: 20_000 });
  return link.getAttribute('href');
}

/** The connection's state as the page shows it. */
const stateOf = (page) => page.getByTestId('friend-status').getAttribute('data-state');

async function connected(page) {
  await page.locator('[data-testid="friend-status"][data-state="connected"]').waitFor({ timeout: 20_000 });
}

/**
 * The local and remote candidates (address, port, type) of the pair the page's connection
 * uses. A remote candidate learnt from the other side's first check, before its description
 * arrived, is peer-reflexive, and the browser hides its address (webrtc-stats): its port
 * still names the other side's socket.
 */
function pairOf(page) {
  return page.evaluate(async () => {
    const pc = window.__peers.at(-1);
    const stats = [...(await pc.getStats()).values()];
    const transport = stats.find((s) => s.type === 'transport');
    const pair = stats.find((s) => s.id === transport?.selectedCandidatePairId) ?? stats.find((s) => s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded');
    const candidate = (id) => {
      const c = stats.find((s) => s.id === id);
      return { address: c.address ?? '', port: c.port, type: c.candidateType };
    };
    return { local: candidate(pair.localCandidateId), remote: candidate(pair.remoteCandidateId) };
  });
}

/** axe's serious and critical findings on the page, in light and dark mode. */
async function axeBoth(page, screen) {
  const found = [];
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const v of await axeViolations(page)) found.push(`${screen}, ${scheme}: ${v}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** Host and friend connected by pasting the answer; the time from opening the invitation. */
async function connect(setup = 'variant=hidden-chess&side=white&clock=5%2B3') {
  const host = await device();
  const friend = await device();
  const inviting = await host.open(`#/friend?${setup}`);
  const invitation = await codeLink(inviting, 'invite');
  assert.ok(await inviting.getByTestId('friend-invite-qr').isVisible());
  const started = Date.now();
  const answering = await friend.open(invitation.slice(server.url.length));
  const answer = await codeLink(answering, 'answer');
  await inviting.getByTestId('friend-paste').fill(answer);
  await inviting.getByTestId('friend-connect').click();
  await connected(inviting);
  await connected(answering);
  return { host, friend, inviting, answering, invitation, answer, ms: Date.now() - started };
}

test('two devices connect over loopback through an invitation and an answer, nothing else contacted', async () => {
  const { host, friend, inviting, answering, invitation, answer, ms } = await connect();
  assert.match(invitation, /#\/invite\?c=\d+$/);
  assert.match(answer, /#\/answer\?c=\d+$/);
  // Short enough for a phone's camera: about 300 digits.
  assert.ok(invitation.length < server.url.length + 400, `${invitation.length} characters`);
  assert.equal(await answering.getByTestId('friend-setup').textContent(), 'Hidden Chess · You play Black · clock 5+3');
  assert.equal(await inviting.getByTestId('friend-setup').textContent(), 'Hidden Chess · You play White · clock 5+3');
  // Every packet stays on this machine: the other side is 127.0.0.1 (or its own socket, when
  // learnt from its first check), and this side one of the machine's own addresses (Linux
  // routes those through the loopback too).
  const own = new Set(Object.values(networkInterfaces()).flat().map((i) => i.address));
  const pairs = [await pairOf(inviting), await pairOf(answering)];
  pairs.forEach(({ local, remote }, i) => {
    const other = pairs[1 - i].local;
    assert.ok(own.has(local.address), `${local.address} is this machine's`);
    if (remote.type === 'prflx' && remote.address === '') assert.equal(remote.port, other.port, 'the hidden address is the other side\'s socket');
    else assert.equal(remote.address, '127.0.0.1');
  });
  const origin = new URL(server.url).origin;
  for (const url of [...host.requests, ...friend.requests]) assert.equal(new URL(url).origin, origin, url);
  for (const page of [inviting, answering]) assert.deepEqual(page.problems, []);
  console.log(`# from opening the invitation to connected: ${ms} ms`);
  await host.context.close();
  await friend.context.close();
});

test("the answer opened in another tab of the host's device goes to the waiting tab", async () => {
  const host = await device();
  const friend = await device();
  const inviting = await host.open('#/friend?variant=incerto&side=black');
  const invitation = await codeLink(inviting, 'invite');
  const found = await axeBoth(inviting, 'invitation');
  const answering = await friend.open(invitation.slice(server.url.length));
  const answer = await codeLink(answering, 'answer');
  found.push(...(await axeBoth(answering, 'answer')));
  const second = await host.open(answer.slice(server.url.length));
  await second.getByTestId('friend-passed').waitFor();
  found.push(...(await axeBoth(second, 'passed')));
  await connected(inviting);
  await connected(answering);
  found.push(...(await axeBoth(inviting, 'connected')));
  assert.deepEqual(found, [], 'axe finds nothing serious on the two-device screens');
  await host.context.close();
  await friend.context.close();
});

/** The problem a page shows. */
async function problemOf(page) {
  const p = page.getByTestId('friend-problem');
  await p.waitFor();
  return { name: await p.getAttribute('data-problem'), text: await p.textContent() };
}

test('damaged, old, own, used and foreign codes are refused with a message', async () => {
  const host = await device();
  const friend = await device();
  const inviting = await host.open('#/friend?variant=hidden-random&side=random');
  const invitation = await codeLink(inviting, 'invite');
  const path = invitation.slice(server.url.length);
  // A digit changed on the way.
  const changed = path.replace(/(\d)(\d{20})$/, (_, d, rest) => `${(Number(d) + 1) % 10}${rest}`);
  const damaged = await friend.open(changed);
  assert.deepEqual(await problemOf(damaged), { name: 'damaged', text: 'This code is damaged or incomplete: copy it again, whole.' });
  assert.deepEqual(await axeBoth(damaged, 'refused'), []);
  // Cut short.
  const cut = await friend.open(path.slice(0, -30));
  assert.equal((await problemOf(cut)).name, 'damaged');
  // Opened on its own device.
  const own = await host.open(path);
  assert.equal((await problemOf(own)).name, 'own');
  // In Russian, for a person who reads it.
  await friend.context.addInitScript(() => localStorage.setItem('incerto.settings.v1', JSON.stringify({ version: 1, lang: 'ru', variant: 'incerto', opponent: 'computer', side: 'white', level: 1, coordinates: true })));
  const answering = await friend.open(path);
  const answer = await codeLink(answering, 'answer');
  const again = await friend.open(path);
  assert.deepEqual(await problemOf(again), {
    name: 'used',
    text: 'Это устройство уже ответило на это приглашение. Чтобы соединиться снова, попросите у друга новое приглашение.',
  });
  // An answer to another invitation, pasted into this one.
  const other = await host.open('#/friend?variant=incerto');
  await codeLink(other, 'invite');
  await other.getByTestId('friend-paste').fill(answer);
  await other.getByTestId('friend-connect').click();
  assert.equal((await problemOf(other)).name, 'foreign');
  // The invitation pasted where its answer belongs.
  await other.getByTestId('friend-paste').fill(invitation);
  await other.getByTestId('friend-connect').click();
  await other.locator('[data-problem="not-an-answer"]').waitFor();
  // An answer no tab waits for (its invitation's tab closed).
  await inviting.close();
  const orphan = await host.open(answer.slice(server.url.length));
  assert.equal((await problemOf(orphan)).name, 'no-waiting-tab');
  await host.context.close();
  await friend.context.close();
  // An invitation made two days ago.
  const late = await device({ time: Date.now() - 2 * 24 * 3600_000 });
  const oldInviting = await late.open('#/friend?variant=incerto');
  const oldPath = (await codeLink(oldInviting, 'invite')).slice(server.url.length);
  const someone = await device();
  const old = await someone.open(oldPath);
  assert.deepEqual(await problemOf(old), { name: 'old', text: 'This code is more than a day old: ask for a new invitation.' });
  await late.context.close();
  await someone.context.close();
});

test('a lost connection says so, and a new invitation from either side joins the devices again', async () => {
  const { host, friend, inviting, answering } = await connect('variant=incerto&side=white');
  // The friend's page is closed: the host's page says the connection is lost and what to do.
  await answering.close();
  await inviting.locator('[data-testid="friend-status"][data-state="lost"]').waitFor({ timeout: 30_000 });
  assert.match(await inviting.getByTestId('friend-status').textContent(), /make a new invitation/);
  await inviting.getByTestId('friend-again').click();
  const invitation = await codeLink(inviting, 'invite');
  const back = await friend.open(invitation.slice(server.url.length));
  const answer = await codeLink(back, 'answer');
  await inviting.getByTestId('friend-paste').fill(answer);
  await inviting.getByTestId('friend-connect').click();
  await connected(inviting);
  await connected(back);
  // Now the friend's side invites, after the host's page is reloaded.
  await inviting.reload();
  await back.locator('[data-testid="friend-status"][data-state="lost"]').waitFor({ timeout: 30_000 });
  await back.getByTestId('friend-again').click();
  const fromFriend = await codeLink(back, 'invite');
  const hostAgain = await host.open(fromFriend.slice(server.url.length));
  const answer2 = await codeLink(hostAgain, 'answer');
  await back.getByTestId('friend-paste').fill(answer2);
  await back.getByTestId('friend-connect').click();
  await connected(back);
  await connected(hostAgain);
  await host.context.close();
  await friend.context.close();
});
