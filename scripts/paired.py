#!/usr/bin/env python3
# Paired difference of two duplicate tournaments of the same seed, match by match:
#   scripts/paired.py A.json BOT_A B.json BOT_B [MATCHES]
# (files holding the --json line of `moonshot tournament`). Prints both means, the mean
# difference A - B and its 95% half-width.
import json,sys,math
def load(f,bot):
    for line in open(f):
        if line.startswith('{'):
            d=json.loads(line)
            for r in d['results']:
                if r['bot']==bot: return r
def main():
    a,ab,b,bb=sys.argv[1:5]
    n=int(sys.argv[5]) if len(sys.argv)>5 else None
    A=load(a,ab);B=load(b,bb)
    x=A['per_match'];y=B['per_match']
    m=min(len(x),len(y)) if n is None else n
    d=[x[i]-y[i] for i in range(m)]
    mean=sum(d)/m; sd=math.sqrt(sum((v-mean)**2 for v in d)/(m-1))
    print(f"{a}:{ab} {sum(x[:m])/m:.3f}  vs {b}:{bb} {sum(y[:m])/m:.3f}  n={m}  diff {mean:+.3f} ± {1.96*sd/math.sqrt(m):.3f}   ms {A['ms_mean']:.1f}/{A['ms_p95']:.1f}")
main()
