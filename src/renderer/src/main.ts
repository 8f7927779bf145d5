import { Bridge } from './bridge/Bridge';
import { chooseWire } from './bridge/wires';

const bridge = new Bridge(chooseWire(window.ligretto, window.location));
const subtitle = document.getElementById('subtitle');
const demo = Number(new URLSearchParams(window.location.search).get('demo'));

bridge.onStatus((status) => {
  document.body.dataset.bridge = status;
  if (status === 'ready' && Number.isInteger(demo) && demo >= 2 && demo <= 12) bridge.send({ t: 'demo', bots: demo });
});
bridge.onMessage((msg) => {
  if (msg.t !== 'snapshot') return;
  const s = msg.snapshot;
  document.body.dataset.rev = String(s.rev);
  document.body.dataset.stage = s.stage;
  document.body.dataset.centre = String(s.game?.piles.reduce((n, p) => n + p.cards.length, 0) ?? 0);
  if (subtitle) subtitle.textContent = `${s.stage} · round ${s.game?.match.round ?? 0}`;
});
