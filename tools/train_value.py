"""Train the second evaluation (``evergreen.ai.value``), shipped as
evergreen/ai/data/value.json: Hard and Expert judge solo games by it (x-pi2 below, stronger
than the first model solo on fresh deals) and games of 2-4 players by the first model
(``evergreen.ai.models.DEFAULT``).

Two steps, each reproducible from its seed (the same seeds give the same file, whatever
``--jobs``):

    python tools/train_value.py play --policy medium --players 1 --games 4000 --seed 100000 \
        --explore 0.1 --out artefacts/value/medium-solo.npz
    python tools/train_value.py play --policy hard --iterations 16 --players 2 --games 500 \
        --seed 200000 --model evergreen/ai/data/value.json --out artefacts/value/hard-2p.npz
    python tools/train_value.py fit artefacts/value/*.npz --out evergreen/ai/data/value.json

``play`` records self-play games: after each turn of every player (before its ``end``, as
the search judges) the public view of the position (round, sun, visible flowers, the unseen
cards, the supply, the seat's pieces, levels and VP) and, at the end, the seat's final VP.
Raw positions, not features, so a later feature set can be fitted on the same games. The
bots judge by ``--model`` (a ``value.json``), or by the first model when none is given.
``--explore P``: each decision is, with chance P, a random one of the four best turns by the
bot's beam (or a random card). ``--jobs`` worker processes (nice them on a shared machine).

``fit`` computes the features (``evergreen.ai.value``) and fits, per table kind (solo or
2-4 players) and round, a ridge regression of the VP still to come. The targets are
TD(lambda) returns: the final VP, blended (``--lam``) with the fitted model's own estimate at
the seat's next recorded position, refitted ``--sweeps`` times; ``--lam 1`` is the plain
Monte Carlo return. The data lives outside the package (``artefacts/`` is git-ignored).

The best fit so far (``pi-3``, docs/BOTS.md's "Play strength" has its figures) came from
Medium's games (the seeds are the files' ``game`` column), each later batch played by the
model fitted before it, ``--explore 0.1``, then fitted together:

    play --policy medium --players 1 --games 4000 --seed 100000 --explore 0.1 --out a.npz
    play --policy medium --players 2 --games 2000 --seed 110000 --explore 0.1 --out b.npz
    fit a.npz b.npz --lam 0.4 --sweeps 3 --out ab.json
    play --policy medium --players 1 --games 2500 --seed 130000 --explore 0.1 --model ab.json \
        --out pi-solo-1.npz
    fit a.npz b.npz pi-solo-1.npz --lam 0.4 --sweeps 3 --out pi-1.json
    (pi-solo-2: seed 140000 with pi-1.json; pi-solo-3: seed 150000 with pi-2.json; pi-3.json
    fitted on all five files)

Then Hard's own games with the positions its searches weighed (issue 35's second try;
the bots judging by the first model, 8 worlds a decision, ``--explore 0.05``; one core,
``nice -n 19``, about 20 minutes a file on the shared machine):

    play --policy hard --iterations 8 --searched --explore 0.05 --players 1 --games 100 \
        --seed 500000 --out hs-solo-a.npz            (21,951 positions)
    play ... --players 2 --games 40 --seed 510000 --out hs-2p-a.npz     (17,607 positions)
    play ... --players 1 --games 100 --seed 520000 --out hs-solo-b.npz  (21,987 positions)
    fit hs-solo-a.npz hs-2p-a.npz --out hs-1.json
    fit hs-solo-a.npz hs-solo-b.npz hs-2p-a.npz --out hs-2.json

Gauged against the first model at 8 worlds a decision (docs/BOTS.md, "Play strength"): hs-1 won
35.8 % of 60 fresh two-player games, hs-2 solo -1.3 +- 1.2 VP on 60 paired deals; no fit
measured stronger, so none ships.

The fourth try added the forest's and the fertility race's richer features (the forests a
placement could join to the largest, its frontier once the Sprouts have grown and by its
biomes' flowers, Sprouts and free spaces by the flowers to come) and refitted pi-3's recipe
on the same five files, which the earlier fits cannot be read with any more (their feature
list is refused):

    fit medium-solo-a.npz medium-2p-b.npz pi-solo-1.npz pi-solo-2.npz pi-solo-3.npz \
        --lam 0.4 --sweeps 3 --out x-pi.json
    play --policy medium --players 1 --games 2500 --seed 160000 --explore 0.1 \
        --model x-pi.json --out x-solo-1.npz          (35,000 positions, about 7 minutes)
    fit medium-solo-a.npz medium-2p-b.npz pi-solo-1.npz pi-solo-2.npz pi-solo-3.npz \
        x-solo-1.npz --lam 0.4 --sweeps 3 --out x-pi2.json
    play --policy medium --players 1 --games 2500 --seed 170000 --explore 0.1 \
        --model x-pi2.json --out x-solo-2.npz
    fit (the same six files) x-solo-2.npz --lam 0.4 --sweeps 3 --out x-pi3.json

Solo, Hard at 8 worlds, against the first model on the screening deals 760000-760199:
x-pi +0.86 +- 0.59 VP, x-pi2 +1.38 +- 0.59, x-pi3 +1.27 +- 0.56; on the fresh deals
770000-770199 x-pi2 +0.82 +- 0.54, x-pi3 +0.20 +- 0.56; x-pi2 on 780000-780199 +1.58 +-
0.65, and at the default 0.5 s a decision on 800000-800299 +1.16 +- 0.45: x-pi2 ships as
data/value.json, for solo games (docs/BOTS.md, "Play strength", the fourth and fifth tries). The
fit above, run again on the kept files, gives it byte for byte.

Those files were recorded by earlier revisions of the bots: a few of their games play again
the same today, most do not (the bots' turns changed since), so the chain gives a model of
the same recipe, not the same bytes; files recorded now play again exactly.

The seventh try fitted on Hard's own solo games judged by x-pi2 (expert iteration), 250 games
a file at 8 worlds (about 20 minutes of one core each), for S in 400000, 400250, 400500,
402000, 402250, and on 6,000 Medium solo games judged by x-pi2:

    play --policy hard --iterations 8 --searched --explore 0.05 --players 1 --games 250 \
        --seed S --model evergreen/ai/data/value.json --out hard-solo-S.npz
    play --policy medium --players 1 --games 6000 --seed 300000 --explore 0.1 \
        --model evergreen/ai/data/value.json --out med-solo-a.npz      (84,000 positions)
    fit hard-solo-400000.npz hard-solo-402000.npz --out h1.json
    fit hard-solo-4*.npz med-solo-a.npz --out h2.json   (and --played-only, --smooth 3000)
    fit med-solo-a.npz --smooth 3000 --out ms.json

None measured stronger than x-pi2 (docs/BOTS.md, "Play strength", the seventh try); nothing ships.

Needs numpy (``pip install numpy``, in the ``[test]`` extra), which the game does not use.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import zipfile
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

import numpy as np

from evergreen.ai.evaluate import Judge
from evergreen.ai.features import SEASON_ROUNDS, TOTAL_ROUNDS, geometry
from evergreen.ai.greedy import MediumBot
from evergreen.ai.hard import HardBot
from evergreen.ai.learned import default_model
from evergreen.ai.turns import enumerate_turns
from evergreen.ai.value import (
    FEATURES,
    TABLES,
    Context,
    ValueModel2,
    features,
    pending_flowers,
)
from evergreen.rules import Command, GameState, Phase, Sim, Verb, all_cards, apply, new_game

#: The columns of a file of recorded positions, and their types.
COLUMNS = {
    "game": np.int64,
    "seat": np.int8,
    "players": np.int8,
    "round": np.int8,
    "sun": np.int8,
    "flowers": np.int8,  # 6 per row
    "left": np.int16,  # Bushes, Lakes
    "unseen": np.int64,  # bit c: card c is in the deck
    "masks": np.int64,  # 5 per row
    "levels": np.int8,  # 6 per row
    "vp": np.int16,
    "final": np.float32,  # the final VP; for a search row, the search's mean value
    "kind": np.int8,  # 0: a position the game went through; 1: an option a search weighed
    "worlds": np.int16,  # a search row: the worlds its mean is over
}
#: Worlds from which a search row counts fully in the fit (fewer: in proportion).
_SURE_WORLDS = 8
#: Columns an older file may lack, and what they are then.
_DEFAULTS = {"kind": 0, "worlds": 1}
Row = dict[str, Any]
_SUPPLY_CAP = 99


def play(
    seed: int,
    players: int,
    policy: str,
    model: dict[str, Any] | None,
    explore: float = 0.0,
    iterations: int = 16,
    searched: bool = False,
) -> list[Row]:
    """One self-play game of ``policy`` bots; a row per player turn, final VP filled in.

    ``searched`` (hard bots): also a row per option each search weighed, its position
    before ``end`` with the mean of its values over the worlds it was played in (a
    one-turn-ahead estimate of the final VP, ``kind`` 1)."""
    judge: Judge = ValueModel2.from_json(model) if model else _first_model()
    bots = [_bot(policy, seed * 8 + s, judge, iterations) for s in range(players)]
    weighed: list[Row] = []
    if searched:
        for bot in bots:
            if isinstance(bot, HardBot):
                bot.observer = lambda found: weighed.extend(_searched(found, seed))
    dice = random.Random(seed * 7919 + 1)
    state = new_game(players, seed)
    rows: list[Row] = []
    while not state.is_over:
        seat = state.awaiting
        assert seat is not None
        bot = bots[seat]
        explored = explore > 0 and dice.random() < explore
        plan = _explored(state, bot, judge, dice) if explored else bot.plan(state)
        for command in plan:
            if command.verb is Verb.END:
                rows.append(position(state, seed))
            state = apply(state, command)
    for row in rows:
        row["final"] = state.players[row["seat"]].vp
    return rows + weighed


def _searched(found: list[tuple[Sim, list[float]]], game: int) -> list[Row]:
    out = []
    for start, values in found:
        if values:
            row = position(start.state(), game)
            row.update(final=sum(values) / len(values), kind=1, worlds=len(values))
            out.append(row)
    return out


def position(state: GameState, game: int) -> Row:
    """The public view of the awaited seat's position (its turn done, before ``end``)."""
    seat = state.awaiting
    assert seat is not None
    me = state.players[seat]
    left = state.pieces_left
    return {
        "game": game,
        "seat": seat,
        "players": state.options.players,
        "round": state.round,
        "sun": int(state.sun),
        "flowers": [sum(_FLOWERS[z.card] for z in stack if z.face_up) for stack in state.zone],
        "left": [min(left.bushes, _SUPPLY_CAP), min(left.lakes, _SUPPLY_CAP)],
        "unseen": sum(1 << c for c in state.deck),
        "masks": list(geometry(me.planet).masks(me.planet.pieces)),
        "levels": list(me.levels),
        "vp": me.vp,
        "final": 0,
        "kind": 0,
        "worlds": 1,
    }


def save(path: Path, rows: list[Row]) -> None:
    """Write recorded positions (one array per column)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    arrays = {k: np.array([r[k] for r in rows], dtype=t) for k, t in COLUMNS.items()}
    np.savez_compressed(path, **arrays)  # type: ignore[arg-type]


def load(
    paths: list[Path], weights: dict[str, float] | None = None
) -> dict[str, np.ndarray[Any, Any]]:
    """Recorded positions of several files, pooled (with a ``weight`` column: a file's
    weight in the fit, by its name, 1 unless given); a clear ``ValueError`` if one is not."""
    parts: list[dict[str, np.ndarray[Any, Any]]] = []
    for path in paths:
        try:
            with np.load(path) as data:
                part = {
                    k: data[k] if k in data else np.full(len(data["round"]), _DEFAULTS[k])
                    for k in COLUMNS
                }
        except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile) as err:
            raise ValueError(f"{path.name}: not a file of recorded positions ({err})") from None
        weight = (weights or {}).get(path.name, 1.0)
        part["weight"] = np.full(len(part["round"]), weight, dtype=float)
        parts.append(part)
    if not parts:
        raise ValueError("no recorded positions given")
    return {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}


def feature_matrix(data: dict[str, np.ndarray[Any, Any]]) -> np.ndarray[Any, Any]:
    """The features of every recorded position."""
    geo = geometry(new_game(1, 0).players[0].planet)
    out = np.empty((len(data["round"]), len(FEATURES)), dtype=float)
    for i in range(len(out)):
        out[i] = features(geo, context_of(data, i), _masks(data, i), _levels(data, i))
    return out


def context_of(data: dict[str, np.ndarray[Any, Any]], i: int) -> Context:
    """The context of recorded position ``i``."""
    r = int(data["round"][i])
    season = _SEASON_OF_ROUND[r]
    unseen_bits = int(data["unseen"][i])
    unseen = tuple(c for c in range(len(_FLOWERS)) if unseen_bits >> c & 1)
    sun = int(data["sun"][i])
    return Context(
        r,
        0 if int(data["players"][i]) == 1 else 1,
        tuple((sun + k) % 4 for k in range(4 - season)),
        tuple(int(f) for f in data["flowers"][i]),
        pending_flowers(unseen, TOTAL_ROUNDS - 1 - r),
        (int(data["left"][i][0]), int(data["left"][i][1])),
    )


def fit(
    data: dict[str, np.ndarray[Any, Any]],
    x: np.ndarray[Any, Any],
    ridge: float,
    lam: float,
    sweeps: int,
    smooth: float = 0.0,
) -> ValueModel2:
    """Per table kind and round, ridge regressions of the TD(lambda) VP still to come;
    ``smooth`` > 0 fits a kind's rounds together, each weight pulled towards the same weight
    of the season's next round (see ``_fit_rows``)."""
    vp = data["vp"].astype(float)
    target = data["final"].astype(float) - vp
    if "kind" in data and "weight" in data:  # a search's mean over few worlds counts less
        sure = np.minimum(data["worlds"], _SURE_WORLDS) / _SURE_WORLDS
        data = {**data, "weight": data["weight"] * np.where(data["kind"] == 1, sure, 1.0)}
    follow = _next_positions(data)
    model = _fit_rows(data, x, target, ridge, smooth)
    played = data["kind"] == 0 if "kind" in data else np.ones(len(vp), dtype=bool)
    for sweep in range(sweeps):
        estimate = vp + _predict(model, data, x)  # expected final VP at each position
        total = data["final"].astype(float)
        for i in np.argsort(-data["round"], kind="stable"):  # latest first: G(t) needs G(t+1)
            j = follow[i]
            if j >= 0 and played[i]:
                total[i] = (1 - lam) * estimate[j] + lam * total[j]
        model = _fit_rows(data, x, total - vp, ridge, smooth)
        print(f"  sweep {sweep + 1}: lambda {lam}", flush=True)
    return model


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="step", required=True)
    p = sub.add_parser("play", help="record self-play games")
    p.add_argument("--policy", choices=("medium", "hard"), default="medium")
    p.add_argument("--players", type=int, default=1)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=100_000)
    p.add_argument("--iterations", type=int, default=16, help="hard: sampled worlds a decision")
    p.add_argument("--explore", type=float, default=0.0)
    p.add_argument("--model", type=Path, help="a value.json the bots judge by")
    p.add_argument("--searched", action="store_true", help="hard: also record every option weighed")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit", help="fit the model on recorded games")
    f.add_argument("data", type=Path, nargs="+")
    f.add_argument("--ridge", type=float, default=3.0)
    f.add_argument("--lam", type=float, default=0.7)
    f.add_argument("--sweeps", type=int, default=2)
    f.add_argument(
        "--smooth",
        type=float,
        default=0.0,
        help="pull each weight towards the same weight of the season's next round (0: off)",
    )
    f.add_argument(
        "--played-only",
        action="store_true",
        help="leave out the options searches weighed (rows of kind 1)",
    )
    f.add_argument(
        "--weigh",
        action="append",
        default=[],
        metavar="FILE=W",
        help="a data file's weight in the fit, by its name (repeatable; 1 unless given)",
    )
    f.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    if args.step == "play":
        return _main_play(parser, args)
    return _main_fit(parser, args)


def _main_play(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if not 1 <= args.players <= 4 or args.games < 1 or not 0 <= args.explore <= 1:
        parser.error("--players 1-4, --games at least 1, --explore a probability")
    model = None
    if args.model is not None:
        try:
            model = ValueModel2.load(args.model).to_json()
        except ValueError as err:
            parser.error(f"--model: {err}")
    tasks = [
        (
            args.seed + g,
            args.players,
            args.policy,
            model,
            args.explore,
            args.iterations,
            args.searched,
        )
        for g in range(args.games)
    ]
    rows: list[Row] = []
    # spawn, not Linux's default fork: a process with SDL's audio thread running (a test
    # run) forked mid-mix leaves its lock held in the child, whose first Sound freed waits
    # forever
    with ProcessPoolExecutor(args.jobs, mp_context=get_context("spawn")) as pool:
        for k, game in enumerate(pool.map(_play, tasks, chunksize=4)):
            rows += game
            if (k + 1) % max(1, args.games // 10) == 0:
                print(f"  {k + 1}/{args.games} games", file=sys.stderr, flush=True)
    save(args.out, rows)
    finals = [r["final"] for r in rows if r["round"] == TOTAL_ROUNDS - 1 and not r["kind"]]
    print(f"wrote {len(rows)} positions to {args.out}; mean final VP {np.mean(finals):.1f}")
    return 0


def _main_fit(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        weights = {name: float(w) for name, _, w in (item.partition("=") for item in args.weigh)}
        data = load(args.data, weights)
    except ValueError as err:
        parser.error(str(err))
    if args.played_only:
        played = data["kind"] == 0
        data = {k: v[played] for k, v in data.items()}
    x = feature_matrix(data)
    model = fit(data, x, args.ridge, args.lam, args.sweeps, args.smooth)
    about = {
        "trainer": "tools/train_value.py fit",
        "data": [p.name for p in args.data],
        "positions": len(x),
        "games": len(set(zip(data["game"].tolist(), data["players"].tolist(), strict=True))),
        "ridge": args.ridge,
        "lambda": args.lam,
        "sweeps": args.sweeps,
        **({"smooth": args.smooth} if args.smooth else {}),
        **({"played_only": True} if args.played_only else {}),
        "weights": dict(sorted(weights.items())),
    }
    args.out.write_text(json.dumps(model.to_json(**about), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


def _play(task: tuple[int, int, str, dict[str, Any] | None, float, int, bool]) -> list[Row]:
    return play(*task)


def _first_model() -> Judge:
    found = default_model()
    if found is None:
        raise SystemExit("the first model (evergreen/ai/data/hard_value.json) does not load")
    return found


def _bot(policy: str, seed: int, judge: Judge, iterations: int) -> MediumBot | HardBot:
    if policy == "hard":
        return HardBot(seed, time=None, iterations=iterations, weights=judge)
    return MediumBot(seed, weights=judge)


def _explored(
    state: GameState, bot: MediumBot | HardBot, judge: Judge, dice: random.Random
) -> list[Command]:
    """A random market card, or a random one of the four best turns by the bot's own beam."""
    seat = state.awaiting
    assert seat is not None
    if state.phase is Phase.DRAFT:
        return [Command(seat, Verb.TAKE, dice.choice(state.market))]
    found = enumerate_turns(state, judge.evaluator(state, seat), bot.width, bot.per_stage)[:4]
    return list(dice.choice(found).commands)


def _next_positions(data: dict[str, np.ndarray[Any, Any]]) -> np.ndarray[Any, Any]:
    """For each position the game went through, the index of the same seat's next one in
    the same game, or -1 (and -1 for every search row)."""
    follow = np.full(len(data["round"]), -1, dtype=np.int64)
    last: dict[tuple[int, int, int], int] = {}
    order = np.lexsort((-data["round"], data["seat"], data["players"], data["game"]))
    kinds = data["kind"] if "kind" in data else np.zeros(len(follow), dtype=np.int8)
    for i in order:
        if kinds[i]:
            continue
        key = (int(data["game"][i]), int(data["players"][i]), int(data["seat"][i]))
        if key in last:
            follow[i] = last[key]
        last[key] = int(i)
    return follow


def _fit_rows(
    data: dict[str, np.ndarray[Any, Any]],
    x: np.ndarray[Any, Any],
    target: np.ndarray[Any, Any],
    ridge: float,
    smooth: float = 0.0,
) -> ValueModel2:
    """Each table kind's rounds fitted on its own positions; a kind with none recorded at all
    borrows the other's weights (said so). With ``smooth`` > 0 a kind's rounds are one joint
    ridge regression whose penalty adds, for each pair of rounds of the same season,
    ``smooth`` times the feature's mean square times the squared difference of their
    weights (the bias is free): collinear features then share a season's weights instead of
    swinging from round to round."""
    n = x.shape[1]
    tables: list[tuple[tuple[float, ...], ...] | None] = []
    for t, name in enumerate(TABLES):
        kind = (data["players"] == 1) if t == 0 else (data["players"] > 1)
        if not kind.any():
            print(f"  no {name} games recorded: {name} borrows the other weights", flush=True)
            tables.append(None)
            continue
        normal = np.zeros((TOTAL_ROUNDS, n, n))
        moment = np.zeros((TOTAL_ROUNDS, n))
        sels = [kind & (data["round"] == r) for r in range(TOTAL_ROUNDS)]
        for r, sel in enumerate(sels):
            if not sel.any():
                raise SystemExit(f"no {name} position recorded in round {r}: record more games")
            a, y = x[sel], target[sel]
            weight = data["weight"][sel] if "weight" in data else np.ones(len(y))
            normal[r] = (a * weight[:, None]).T @ a + ridge * np.eye(n)
            normal[r, -1, -1] -= ridge  # the bias is not shrunk
            moment[r] = (a * weight[:, None]).T @ y
        if smooth > 0:
            solved = _smoothed(normal, moment, smooth * (x[kind] ** 2).mean(axis=0))
        else:
            solved = np.array([np.linalg.solve(normal[r], moment[r]) for r in range(len(normal))])
        for r, (sel, w) in enumerate(zip(sels, solved, strict=True)):
            y = target[sel]
            r2 = 1 - float(((y - x[sel] @ w) ** 2).mean()) / max(float(y.var()), 1e-9)
            print(f"  {name} round {r:2}: {len(y):6} positions, R² {r2:.3f}", flush=True)
        tables.append(tuple(tuple(float(v) for v in w) for w in solved))
    known = [t for t in tables if t is not None]
    return ValueModel2(tuple(t if t is not None else known[0] for t in tables))


def _smoothed(
    normal: np.ndarray[Any, Any], moment: np.ndarray[Any, Any], pull: np.ndarray[Any, Any]
) -> np.ndarray[Any, Any]:
    """The rounds' weights from one system: each round's normal equations on the diagonal,
    plus ``pull`` (per feature; the bias's is ignored) on the differences of the weights of
    consecutive rounds of a season."""
    rounds, n = moment.shape
    big = np.zeros((rounds * n, rounds * n))
    for r in range(rounds):
        big[r * n : (r + 1) * n, r * n : (r + 1) * n] = normal[r]
    pen = np.diag(np.append(pull[:-1], 0.0))
    for r in range(rounds - 1):
        if _SEASON_OF_ROUND[r] != _SEASON_OF_ROUND[r + 1]:
            continue
        a, b = slice(r * n, (r + 1) * n), slice((r + 1) * n, (r + 2) * n)
        big[a, a] += pen
        big[b, b] += pen
        big[a, b] -= pen
        big[b, a] -= pen
    return np.linalg.solve(big, moment.reshape(-1)).reshape(rounds, n)


def _predict(
    model: ValueModel2, data: dict[str, np.ndarray[Any, Any]], x: np.ndarray[Any, Any]
) -> np.ndarray[Any, Any]:
    weights = np.array(model.tables, dtype=float)  # table, round, feature
    table = (data["players"] > 1).astype(int)
    found: np.ndarray[Any, Any] = np.einsum(
        "ij,ij->i", x, weights[table, data["round"].astype(int)]
    )
    return found


def _masks(data: dict[str, np.ndarray[Any, Any]], i: int) -> tuple[int, int, int, int, int]:
    m = [int(v) for v in data["masks"][i]]
    return (m[0], m[1], m[2], m[3], m[4])


def _levels(data: dict[str, np.ndarray[Any, Any]], i: int) -> tuple[int, ...]:
    return tuple(int(v) for v in data["levels"][i])


_FLOWERS = tuple(c.flowers for c in all_cards())
_SEASON_OF_ROUND = tuple(s for s, n in enumerate(SEASON_ROUNDS) for _ in range(n))

if __name__ == "__main__":
    sys.exit(main())
