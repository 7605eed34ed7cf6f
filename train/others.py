#!/usr/bin/env python3
"""The model of the other players (issue 39, docs/bots.md): a small network that scores each
legal card of a seat's decision, given what that seat saw and a style vector of a few numbers.

    train/others.py train RECORDS [--valid V] [--epochs N] [--out DIR]
    train/others.py eval MODEL RECORDS [--fit K]
    train/others.py golden MODEL RECORDS OUT

RECORDS are files of `moonshot record` (RECORD_BYTES = 112 bytes a decision, the fields of
`DecisionRecord` in src/bots/zoo.rs, little-endian). The features and the integer inference
below are mirrored, bit for bit, by src/bots/others.rs; `golden` writes the positions and the
integer scores that tests/others_golden.rs checks Rust against.
"""
import argparse
import os
import struct
import sys
import time

import numpy as np

RECORD = np.dtype([
    ('deal', '<u4'), ('seat', 'u1'), ('kind', 'u1'), ('position', 'u1'), ('tricks_done', 'u1'),
    ('player', '<u2'), ('pass_to', 'u1'), ('hearts_broken', 'u1'),
    ('hand', '<u8'), ('legal', '<u8'), ('chosen', '<u8'), ('played_by', '<u8', (4,)),
    ('trick', 'u1', (4,)), ('voids', 'u1', (4,)), ('points', 'i1', (4,)),
    ('received', '<u8'), ('passed', '<u8'), ('dealt', '<u8'), ('normal', '<u8'),
])
assert RECORD.itemsize == 112
KINDS = ('lead', 'follow', 'discard', 'pass')
PLAYERS = 75  # roster::PLAYERS
HOLDOUT = 74  # roster::HOLDOUT

# The features: each a 0/1 input. Cards are counted 0..52 as suit * 13 + rank - 2.
HAND, PLAYED, TRICK, VOID, POINTS = 0, 52, 260, 416, 428
KIND, POSITION, TRICKS, BROKEN, PASSED, PASS_TO, RECEIVED = 444, 448, 452, 465, 466, 518, 522
FEATURES = 574
H1, H2, STYLE = 128, 32, 6
# The integer inference's scales: activations 0..127 stand for 0..1; W1 and b1 at 127;
# W2, W3 and the style at 64; b2 and b3 at 127 * 64.
A, W = 127, 64
MAGIC = b'MSOTHRS1'


def bits_to_cards(masks):
    """(N,) uint64 masks of card bits -> (N, 52) uint8."""
    masks = masks.astype(np.uint64)
    out = np.zeros((len(masks), 52), np.uint8)
    for suit in range(4):
        for rank in range(2, 15):
            bit = np.uint64(1) << np.uint64(suit * 16 + rank)
            out[:, suit * 13 + rank - 2] = (masks & bit) != 0
    return out


def points_bucket(p):
    p = p.astype(np.int32)
    return np.where(p <= 0, 0, np.where(p <= 3, 1, np.where(p <= 12, 2, 3)))


def features(r):
    """Records -> (N, FEATURES) uint8."""
    n = len(r)
    x = np.zeros((n, FEATURES), np.uint8)
    x[:, HAND:HAND + 52] = bits_to_cards(r['hand'])
    for s in range(4):
        x[:, PLAYED + 52 * s:PLAYED + 52 * (s + 1)] = bits_to_cards(r['played_by'][:, s])
    rows = np.arange(n)
    for p in range(3):
        c = r['trick'][:, p].astype(np.int32)
        ok = (c != 255) & (p < r['position'])
        idx = (c // 16) * 13 + (c % 16) - 2
        x[rows[ok], TRICK + 52 * p + idx[ok]] = 1
    for s in range(1, 4):
        for suit in range(4):
            x[:, VOID + (s - 1) * 4 + suit] = (r['voids'][:, s] >> suit) & 1
    small = lambda field, top: np.minimum(r[field].astype(np.int64), top)
    for s in range(4):
        x[rows, POINTS + 4 * s + points_bucket(r['points'][:, s])] = 1
    x[rows, KIND + small('kind', 3)] = 1
    x[rows, POSITION + small('position', 3)] = 1
    x[rows, TRICKS + small('tricks_done', 12)] = 1
    x[:, BROKEN] = r['hearts_broken'] != 0
    x[:, PASSED:PASSED + 52] = bits_to_cards(r['passed'])
    x[rows, PASS_TO + small('pass_to', 3)] = 1
    x[:, RECEIVED:RECEIVED + 52] = bits_to_cards(r['received'])
    return x


def load(paths, training=True):
    r = np.concatenate([np.fromfile(p, RECORD) for p in paths])
    if training:
        r = r[r['player'] != HOLDOUT]
    return r


def init(rng):
    return {
        'W1': rng.normal(0, 0.1, (FEATURES, H1)).astype(np.float32),
        'b1': np.full(H1, 0.1, np.float32),
        'W2': rng.normal(0, 1 / np.sqrt(H1 + STYLE), (H1 + STYLE, H2)).astype(np.float32),
        'b2': np.zeros(H2, np.float32),
        'W3': rng.normal(0, 1 / np.sqrt(H2), (H2, 52)).astype(np.float32),
        'b3': np.zeros(52, np.float32),
        'E': rng.normal(0, 0.3, (PLAYERS, STYLE)).astype(np.float32),
    }


LIMITS = {'W1': 32767 / A, 'W2': 127 / W, 'W3': 127 / W, 'E': 127 / W}


def forward(m, x, s):
    """Float forward: logits (N, 52) and what backward needs."""
    z1 = x @ m['W1'] + m['b1']
    a = np.clip(z1, 0, 1)
    u = np.concatenate([a, s], axis=1)
    z2 = u @ m['W2'] + m['b2']
    h = np.clip(z2, 0, 1)
    return h @ m['W3'] + m['b3'], (z1, u, z2, h)


def loss_and_grads(m, x, s, legal, target):
    logits, (z1, u, z2, h) = forward(m, x, s)
    logits = np.where(legal, logits, -1e9)
    logits -= logits.max(axis=1, keepdims=True)
    p = np.exp(logits)
    p /= p.sum(axis=1, keepdims=True)
    loss = -(target * np.log(p + 1e-12)).sum(axis=1).mean()
    n = len(x)
    d = (p - target) / n
    g = {'W3': h.T @ d, 'b3': d.sum(0)}
    dh = d @ m['W3'].T * ((z2 > 0) & (z2 < 1))
    g['W2'], g['b2'] = u.T @ dh, dh.sum(0)
    du = dh @ m['W2'].T
    da = du[:, :H1] * ((z1 > 0) & (z1 < 1))
    g['W1'], g['b1'] = x.T @ da, da.sum(0)
    return loss, g, du[:, H1:]


def batch(r, i):
    """Inputs of records `i`: features, legal mask, target distribution."""
    rb = r[i]
    x = features(rb).astype(np.float32)
    legal = bits_to_cards(rb['legal']).astype(bool)
    target = bits_to_cards(rb['chosen']).astype(np.float32)
    target /= np.maximum(target.sum(axis=1, keepdims=True), 1)
    return x, legal, target, rb['player'].astype(np.int64)


def train(args):
    rng = np.random.default_rng(1)
    r = load(args.records)
    valid = load(args.valid) if args.valid else None
    print(f'{len(r)} training decisions' + (f', {len(valid)} to validate' if valid is not None else ''))
    m = init(rng)
    mom = {k: np.zeros_like(v) for k, v in m.items()}
    vel = {k: np.zeros_like(v) for k, v in m.items()}
    step, B = 0, args.batch
    for epoch in range(args.epochs):
        order = rng.permutation(len(r))
        started, total, count = time.time(), 0.0, 0
        lr = args.lr * (0.5 ** epoch)
        for b in range(0, len(order) - B + 1, B):
            x, legal, target, who = batch(r, order[b:b + B])
            # Style dropout: one decision in five sees no style, so the network plays a fair
            # guess before any style is fitted.
            keep = (rng.random(len(who)) > 0.2).astype(np.float32)[:, None]
            s = m['E'][who] * keep
            loss, g, ds = loss_and_grads(m, x, s, legal, target)
            gE = np.zeros_like(m['E'])
            np.add.at(gE, who, ds * keep)
            g['E'] = gE
            step += 1
            for k in m:
                mom[k] = 0.9 * mom[k] + 0.1 * g[k]
                vel[k] = 0.999 * vel[k] + 0.001 * g[k] ** 2
                mh = mom[k] / (1 - 0.9 ** step)
                vh = vel[k] / (1 - 0.999 ** step)
                m[k] -= lr * mh / (np.sqrt(vh) + 1e-8)
                if k in LIMITS:
                    np.clip(m[k], -LIMITS[k], LIMITS[k], out=m[k])
            total, count = total + loss, count + 1
            if count % 500 == 0:
                print(f'  epoch {epoch + 1} batch {count}: loss {total / count:.4f}', flush=True)
        print(f'epoch {epoch + 1}: loss {total / max(count, 1):.4f} in {time.time() - started:.0f} s', flush=True)
        if valid is not None:
            report(quantize(m), valid, styles=True)
        os.makedirs(args.out, exist_ok=True)
        save(quantize(m), os.path.join(args.out, 'others.bin'))
    print('written', os.path.join(args.out, 'others.bin'))


def quantize(m):
    q = lambda w, s, t: np.clip(np.round(w * s), -np.iinfo(t).max, np.iinfo(t).max).astype(t)
    return {
        'W1': q(m['W1'], A, np.int16), 'b1': q(m['b1'], A, np.int16),
        'W2': q(m['W2'], W, np.int8), 'b2': q(m['b2'], A * W, np.int32),
        'W3': q(m['W3'], W, np.int8), 'b3': q(m['b3'], A * W, np.int32),
        'E': q(m['E'], W, np.int8),
    }


def save(q, path):
    """The weights file: MAGIC, the sizes, then each array little-endian in this order."""
    with open(path, 'wb') as f:
        f.write(MAGIC)
        f.write(struct.pack('<6H', FEATURES, H1, H2, STYLE, 52, PLAYERS))
        for k in ('W1', 'b1', 'W2', 'b2', 'W3', 'b3', 'E'):
            f.write(q[k].astype(q[k].dtype.newbyteorder('<')).tobytes())


def read(path):
    data = open(path, 'rb').read()
    if data[:8] != MAGIC:
        sys.exit(f'{path}: not a weights file of this version')
    sizes = struct.unpack('<6H', data[8:20])
    if sizes != (FEATURES, H1, H2, STYLE, 52, PLAYERS):
        sys.exit(f'{path}: sizes {sizes} are not this trainer\'s')
    at, q = 20, {}
    for k, t, shape in (('W1', '<i2', (FEATURES, H1)), ('b1', '<i2', (H1,)),
                        ('W2', 'i1', (H1 + STYLE, H2)), ('b2', '<i4', (H2,)),
                        ('W3', 'i1', (H2, 52)), ('b3', '<i4', (52,)), ('E', 'i1', (PLAYERS, STYLE))):
        size = int(np.prod(shape)) * np.dtype(t).itemsize
        q[k] = np.frombuffer(data[at:at + size], t).reshape(shape).astype(np.int64)
        at += size
    return q


def scores(q, x, s):
    """The integer inference, as src/bots/others.rs does it: (N, 52) int64 scores at 127 * 64."""
    acc = q['b1'] + x.astype(np.int64) @ q['W1']
    a = np.clip(acc, 0, A)
    z2 = a @ q['W2'][:H1] + s.astype(np.int64) @ q['W2'][H1:] + q['b2']
    h = np.clip(z2 >> 6, 0, A)
    return h @ q['W3'] + q['b3']


def log_probs(q, x, s, legal):
    z = scores(q, x, s).astype(np.float64) / (A * W)
    z = np.where(legal, z, -1e9)
    z -= z.max(axis=1, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=1, keepdims=True))


def rightness(z, legal, target, kinds):
    """How right scores `z` are on each decision: for a card, 1 if the top legal card is the
    one played; for a pass, the share of the cards passed among the top legal ones."""
    z = np.where(legal, z, np.iinfo(np.int64).min)
    n = len(z)
    right = (target[np.arange(n), z.argmax(1)] > 0).astype(np.float64)
    passes = np.flatnonzero(kinds == 3)
    if len(passes):
        k = (target[passes] > 0).sum(1)
        order = np.argsort(z[passes], axis=1, kind='stable')[:, ::-1]
        ranks = np.empty_like(order)
        ranks[np.arange(len(passes))[:, None], order] = np.arange(52)
        named = (ranks < k[:, None]) & (target[passes] > 0)
        right[passes] = named.sum(1) / np.maximum(k, 1)
    return right


def normal_rightness(r, target):
    """The same for Normal's choice in each position (in the record)."""
    normal = bits_to_cards(r['normal']).astype(bool)
    chosen = target > 0
    return (normal & chosen).sum(1) / np.maximum(chosen.sum(1), 1)


def report(q, r, styles):
    """How right the network is, by kind: with each player's trained style and with none;
    Normal beside it."""
    x, legal, target, who = batch(r, np.arange(len(r)))
    kinds = r['kind']
    rows = []
    if styles:
        rows.append(('trained style', q['E'][np.minimum(who, PLAYERS - 1)]))
    rows.append(('no style', np.zeros((len(r), STYLE), np.int64)))
    rows = [(name, rightness(scores(q, x, s), legal, target, kinds)) for name, s in rows]
    rows.append(('Normal', normal_rightness(r, target)))
    for name, right in rows:
        print(f'    {name}: ' + ', '.join(
            f'{k} {100 * right[kinds == i].mean():.1f}%' for i, k in enumerate(KINDS) if (kinds == i).any()))


def fit_style(q, x, legal, target, rounds=2):
    """The style under which the network finds the decisions seen likeliest: the best of the
    trained players' styles and none, then each number moved by 16, 8 and 4 while that helps.
    src/bots/others.rs fits the same way."""
    def ll(s):
        lp = log_probs(q, x, np.broadcast_to(s, (len(x), STYLE)), legal)
        return (target * np.where(target > 0, lp, 0)).sum()
    known = [q['E'][i] for i in range(PLAYERS) if i != HOLDOUT] + [np.zeros(STYLE, np.int64)]
    best = max(known, key=ll).copy()
    score = ll(best)
    for _ in range(rounds):
        for step in (16, 8, 4):
            for j in range(STYLE):
                for sign in (1, -1):
                    trial = best.copy()
                    trial[j] = np.clip(trial[j] + sign * step, -127, 127)
                    t = ll(trial)
                    if t > score:
                        best, score = trial, t
    return best


def fitted_report(q, r, plays, fits, seed=1):
    """Accuracy on one family's decisions with a style fitted from `plays` of its card plays
    (from other deals than those judged), over `fits` draws; with Normal's choice beside it."""
    rng = np.random.default_rng(seed)
    x, legal, target, _ = batch(r, np.arange(len(r)))
    normal_right = normal_rightness(r, target)
    heavy = (bits_to_cards(r['chosen'])[:, [13 * 2 + 10] + list(range(39, 52))].sum(1) > 0) & (r['kind'] != 3)
    card_plays = np.flatnonzero(r['kind'] != 3)
    tallies = {}
    for f in range(fits):
        seen = rng.choice(card_plays, plays, replace=False)
        s = fit_style(q, x[seen], legal[seen], target[seen])
        judged = ~np.isin(r['deal'], r['deal'][seen])
        right = rightness(scores(q, x, np.broadcast_to(s, (len(r), STYLE))), legal, target, r['kind'])
        for i, k in enumerate(KINDS):
            sel = judged & (r['kind'] == i)
            tallies.setdefault(k, []).append((right[sel].mean(), normal_right[sel].mean()))
        sel = judged & heavy
        tallies.setdefault('Q♠ or a heart played', []).append((right[sel].mean(), normal_right[sel].mean()))
    for k, v in tallies.items():
        v = np.array(v)
        print(f'    {k}: network {100 * v[:, 0].mean():.1f}% (fits from {100 * v[:, 0].min():.1f} to '
              f'{100 * v[:, 0].max():.1f}), Normal {100 * v[:, 1].mean():.1f}%')


def evaluate(args):
    q = read(args.model)
    r = load(args.records, training=False)
    print(f'{len(r)} decisions')
    report(q, r, styles=not args.no_style)
    if args.fit:
        for player in np.unique(r['player']) if args.each else [None]:
            sub = r if player is None else r[r['player'] == player]
            print(f'  style fitted from {args.fit} plays' + ('' if player is None else f', player {player}') + f' ({len(sub)} decisions):')
            fitted_report(q, sub, args.fit, args.fits)


def golden(args):
    q = read(args.model)
    r = load(args.records, training=False)
    r = r[np.linspace(0, len(r) - 1, min(args.count, len(r))).astype(np.int64)]
    x, legal, _, who = batch(r, np.arange(len(r)))
    s = q['E'][np.minimum(who, PLAYERS - 1)]
    z = scores(q, x, s)
    with open(args.out, 'wb') as f:
        for rec, style, row in zip(r, s, z):
            f.write(rec.tobytes())
            f.write(style.astype(np.int8).tobytes())
            f.write(row.astype('<i4').tobytes())
    print(f'{len(r)} positions and their scores written to {args.out}')


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    sub = p.add_subparsers(dest='command', required=True)
    t = sub.add_parser('train')
    t.add_argument('records', nargs='+')
    t.add_argument('--valid', nargs='*')
    t.add_argument('--epochs', type=int, default=4)
    t.add_argument('--batch', type=int, default=1024)
    t.add_argument('--lr', type=float, default=2e-3)
    t.add_argument('--out', default='train/out')
    e = sub.add_parser('eval')
    e.add_argument('model')
    e.add_argument('records', nargs='+')
    e.add_argument('--no-style', action='store_true')
    e.add_argument('--fit', type=int, default=0, help='fit a style from this many card plays')
    e.add_argument('--fits', type=int, default=10, help='… this many times')
    e.add_argument('--each', action='store_true', help='… for each player apart')
    g = sub.add_parser('golden')
    g.add_argument('model')
    g.add_argument('records', nargs='+')
    g.add_argument('out')
    g.add_argument('--count', type=int, default=1000)
    args = p.parse_args()
    {'train': train, 'eval': evaluate, 'golden': golden}[args.command](args)


if __name__ == '__main__':
    main()
