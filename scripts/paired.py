#!/usr/bin/env python3
# Paired difference of two duplicate tournaments of the same seed, match by match:
#   scripts/paired.py A.json BOT_A B.json BOT_B [MATCHES] [--less FAMILY]
# (files holding the --json line of `moonshot tournament`). Prints both means, the mean
# difference A - B and its 95% half-width. With --less FAMILY, each match's figure is the bot's
# points less FAMILY's (the others' average) in that match: the paired figure the search optimises.
import json, math, sys


def results(f):
    """The bots' results in tournament file `f`."""
    try:
        lines = open(f).readlines()
    except OSError as e:
        sys.exit(f"{f}: cannot be read: {e.strerror}")
    for line in lines:
        if line.startswith('{'):
            try:
                return json.loads(line)['results']
            except (ValueError, KeyError):
                sys.exit(f"{f}: its JSON line is not the --json line of `moonshot tournament`")
    sys.exit(f"{f}: no --json line of `moonshot tournament`")


def find(rs, f, bot):
    for r in rs:
        if r['bot'] == bot:
            return r
    sys.exit(f"{f}: no results for {bot}")


def per_match(rs, f, bot, less):
    points = find(rs, f, bot)['per_match']
    if less is None:
        return points
    return [p - q for p, q in zip(points, find(rs, f, less)['per_match'])]


def main():
    usage = "usage: scripts/paired.py A.json BOT_A B.json BOT_B [MATCHES] [--less FAMILY]"
    args = sys.argv[1:]
    less = None
    if '--less' in args:
        i = args.index('--less')
        if i + 1 >= len(args):
            sys.exit(usage)
        less = args[i + 1]
        del args[i:i + 2]
    if len(args) not in (4, 5) or (len(args) == 5 and not args[4].isdigit()):
        sys.exit(usage)
    a, ab, b, bb = args[:4]
    ra = results(a)
    x = per_match(ra, a, ab, less)
    y = per_match(results(b), b, bb, less)
    m = min(len(x), len(y), int(args[4]) if len(args) == 5 else len(x))
    if m < 2:
        sys.exit(f"only {m} paired matches: at least 2 are needed for an interval")
    d = [x[i] - y[i] for i in range(m)]
    mean = sum(d) / m
    sd = math.sqrt(sum((v - mean) ** 2 for v in d) / (m - 1))
    ms = find(ra, a, ab)
    print(f"{a}:{ab} {sum(x[:m])/m:+.3f}  vs {b}:{bb} {sum(y[:m])/m:+.3f}  n={m}  "
          f"diff {mean:+.3f} ± {1.96*sd/math.sqrt(m):.3f}   ms {ms['ms_mean']:.1f}/{ms['ms_p95']:.1f}")


main()
