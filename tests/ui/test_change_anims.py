"""The animations that explain a change: a piece growing in its own way on the planet, a new
Lake rippling, a taken card lifting out of its slot and flying to its taker (issue 53)."""

from __future__ import annotations

import pygame

from evergreen.rules import Event, EventKind, Piece, Planet, Sun, Verb
from evergreen.session.match import Match
from evergreen.ui.art.board import draw_planet
from evergreen.ui.art.cards import card_face
from evergreen.ui.game.event_anim import FLIGHT, EventAnimator
from evergreen.ui.game.kinds import CardFlight, Pop
from evergreen.ui.game.scene import GameScene
from evergreen.ui.kit.anim import Animator
from evergreen.ui.kit.layout import Layout
from evergreen.ui.kit.speed import Speed
from tests.ui.driver import frames, make_app, top

SIZE = (1280, 800)


def planet_with(piece: Piece) -> tuple[Planet, int]:
    """A fresh planet with ``piece`` alone on a grassland-or-other plantable space near its
    middle, and that space."""
    planet = Match.start(2, 4).state.players[0].planet
    space = min(planet.layout.plantable, key=lambda i: abs(i - 24))
    pieces = [0] * len(planet.pieces)
    pieces[space] = int(piece)
    return Planet(tuple(pieces), planet.layout), space


def board_tile(planet: Planet, space: int, pops: dict[int, float]) -> pygame.Surface:
    """The large planet drawn at 1280x800 with these growths running: the ``space``'s tile
    and a little around it (a growth may overshoot its tile)."""
    pygame.init()
    lay = Layout(*SIZE, players=2)
    surface = pygame.Surface(SIZE)
    draw_planet(surface, lay, planet, Sun.RIGHT, pops=pops)
    rect = lay.space_rect(space)
    return surface.subsurface(rect.inflate(rect.width // 2, rect.height // 2)).copy()


def changed_box(img: pygame.Surface, bare: pygame.Surface) -> pygame.Rect:
    """Where ``img`` differs from ``bare`` (the same place with no piece): the piece drawn."""
    diff = pygame.Surface(img.get_size())
    diff.blit(img, (0, 0))
    diff.blit(bare, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = pygame.Surface(img.get_size())
    other.blit(bare, (0, 0))
    other.blit(img, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0), (24, 24, 24, 255))
    mask.invert()
    boxes = mask.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)


def growth_box(piece: Piece, u: float) -> pygame.Rect:
    """The box of ``piece`` drawn ``u`` (raw tween progress) of the way through its growth."""
    planet, space = planet_with(piece)
    bare = board_tile(Planet(tuple([0] * len(planet.pieces)), planet.layout), space, {})
    pops = {space: u} if u < 1 else {}
    return changed_box(board_tile(planet, space, pops), bare)


def growth_seconds(piece: Piece, factor: float) -> float:
    anim = Animator()
    placed = Event(EventKind.PLACED, seat=0, space=24, piece=int(piece))
    EventAnimator(Sun.RIGHT).absorb(anim, [placed], Layout(*SIZE, players=2), None, factor)
    tween = anim.get(Pop)
    assert tween is not None, "a piece placed queues its growth"
    return tween.duration


def test_a_sprout_rises_from_the_ground_before_its_leaves_open() -> None:
    """A new Sprout is at first lower than at its end, and it rises before it opens: early
    in its growth it has more of its final height than of its final width (a piece that
    only scaled up had both alike)."""
    end = growth_box(Piece.SPROUT, 1.0)
    early = growth_box(Piece.SPROUT, 0.15)
    assert early.height < end.height and early.top > end.top  # smaller and lower
    assert early.height / end.height > early.width / end.width + 0.15


def test_a_tree_grows_up_out_of_the_piece_before_it() -> None:
    """A Small Tree grown from a Sprout starts at the Sprout's height, not from nothing, and
    rises to its own (a Big Tree likewise from a Small Tree): early in the growth the picture
    stands at least as tall as the old piece and lower than at its end."""
    from evergreen.ui.art import growth

    size = 90
    for old, new in ((Piece.SPROUT, Piece.SMALL_TREE), (Piece.SMALL_TREE, Piece.BIG_TREE)):
        was = growth.growth_frame(size, None, old, 1.0).get_bounding_rect(127)
        end = growth.growth_frame(size, old, new, 1.0).get_bounding_rect(127)
        early = growth.growth_frame(size, old, new, 0.1).get_bounding_rect(127)
        assert early.height >= was.height - 2 and early.top > end.top + size // 20, new
        assert early.bottom == end.bottom or abs(early.bottom - end.bottom) <= 2


def test_a_bush_bounces_in_stretched_up_then_squashed() -> None:
    """A new Bush comes in with a bounce: at one moment taller and narrower than at rest
    (stretched), at a later one wider and lower (squashed). Its rest is the growth's own last
    frame (the board draws a piece at rest on its own, where a lit sprite's soft edge may
    round to one more row)."""
    end = growth_box(Piece.BUSH, 0.999)
    boxes = [growth_box(Piece.BUSH, k / 16) for k in range(6, 16)]
    assert any(b.height > end.height and b.width <= end.width for b in boxes)
    assert any(b.height < end.height and b.width >= end.width for b in boxes)


def ring_pixels(img: pygame.Surface, final: pygame.Surface) -> int:
    """How many pixels of ``img`` are much lighter than the still picture (the rings)."""
    count = 0
    for x in range(img.get_width()):
        for y in range(img.get_height()):
            a, b = img.get_at((x, y)), final.get_at((x, y))
            if sum(a[:3]) - sum(b[:3]) > 120:
                count += 1
    return count


def test_a_new_lake_spreads_then_rings_widen_over_its_water_while_its_tween_runs() -> None:
    """A Lake placed lasts about a second at normal speed; half-way it has its full size and
    light rings over its water that its still picture lacks; once it has ended, none."""
    assert growth_seconds(Piece.LAKE, 1.0) >= 0.8
    planet, space = planet_with(Piece.LAKE)
    final = board_tile(planet, space, {})
    spread, still = growth_box(Piece.LAKE, 0.55), growth_box(Piece.LAKE, 1.0)
    assert abs(spread.width - still.width) <= 2 and abs(spread.height - still.height) <= 2
    for u in (0.45, 0.6, 0.75):
        assert ring_pixels(board_tile(planet, space, {space: u}), final) > 20, u
    assert ring_pixels(board_tile(planet, space, {space: 1.0}), final) == 0


def test_reduce_motion_shortens_the_growths_but_keeps_them() -> None:
    """With Reduce motion (half the motion factor) each growth still plays, shorter; a
    Lake's rings still take long enough to see."""
    for piece in (Piece.SPROUT, Piece.SMALL_TREE, Piece.BIG_TREE, Piece.BUSH, Piece.LAKE):
        full, reduced = growth_seconds(piece, 1.0), growth_seconds(piece, 0.5)
        assert 0 < reduced < full
    assert growth_seconds(Piece.LAKE, 0.5) >= 0.4


def hotseat(reduce: bool = False) -> GameScene:
    """A 2-player game of people at normal speed, on its first frames."""
    app = make_app(players=2, seed=5, speed=Speed.NORMAL)
    app.reduce_motion = reduce
    frames(app, 2)
    scene = top(app)
    assert isinstance(scene, GameScene)
    return scene


def market_picture(scene: GameScene) -> pygame.Surface:
    """The market section as the game screen draws it now."""
    surface = pygame.Surface(scene.app.size)
    section = next(s for s in scene.sections if s.name == "market")
    section.draw(surface, scene.table())
    return surface


def take_middle(scene: GameScene) -> tuple[int, int, tuple[int, ...]]:
    """The first seat takes the middle card of the market: its slot, the card and the market
    before the take."""
    before = scene.match.state.market
    slot = len(before) // 2
    seat = scene.match.state.awaiting
    assert seat is not None
    scene.play(
        next(c for c in scene.match.legal() if c.verb is Verb.TAKE and c.arg == before[slot])
    )
    scene.update(0.0)
    return slot, before[slot], before


def test_a_taken_card_leaves_its_slot_empty_and_the_others_in_place_while_it_flies() -> None:
    """While the taken card flies, the market shows its slot empty (no card face there) and
    the card beside it where it stood; once it has landed the market closes up."""
    scene = hotseat()
    lay = scene.layout
    first = lay.card_rect(0, len(scene.match.state.market)).inflate(-lay.px(24), -lay.px(40))
    was = market_picture(scene).subsurface(first).copy()
    slot, card, before = take_middle(scene)
    flight = scene.anim.get(CardFlight)
    assert flight is not None and flight.what.card == card
    left = lay.card_rect(slot, len(before))
    assert pygame.Rect(flight.what.start) == left  # it starts from its slot
    flight.elapsed = flight.duration * 0.5
    mid = market_picture(scene)
    assert mid.subsurface(first).copy().get_view("2").raw == was.get_view("2").raw
    face = card_face(left.width, left.height, card)
    empty = mid.subsurface(left).copy()
    # the slot left holds no card: far fewer pixels differ from paper than a face has
    paper = mid.get_at((lay.market.x + lay.px(4), lay.market.bottom - lay.px(4)))
    differ = sum(
        1
        for x in range(0, left.width, 2)
        for y in range(0, left.height, 2)
        if sum(abs(a - b) for a, b in zip(empty.get_at((x, y))[:3], paper[:3], strict=True)) > 60
    )
    inked = sum(
        1
        for x in range(0, left.width, 2)
        for y in range(0, left.height, 2)
        if face.get_at((x, y))[3] > 200
    )
    assert differ < inked // 10
    scene.anim.skip()
    after = market_picture(scene)
    closed = lay.card_rect(0, len(scene.match.state.market))
    assert closed != first and after.get_at(closed.center) != mid.get_at(closed.center)


def test_a_taken_card_lifts_then_flies_and_lands_with_its_taker() -> None:
    """The flight lifts the card first (larger, a little higher, tilting none yet), then
    carries it to its taker's panel, where it ends smaller (sunk into the panel)."""
    from evergreen.ui.game import card_flight

    scene = hotseat()
    seat = scene.match.state.awaiting
    take_middle(scene)
    flight = scene.anim.get(CardFlight)
    assert flight is not None and flight.what.seat == seat
    start = pygame.Rect(flight.what.start)
    end, stays = card_flight.destination(scene.layout, scene.match.state, flight.what)
    assert not stays and scene.layout.player_rect(flight.what.seat).contains(end)
    lifted = card_flight.pose(card_flight.LIFT, start, end, stays)
    assert lifted.rect.width > start.width and lifted.rect.bottom < start.bottom
    assert lifted.lift == 1.0
    landed = card_flight.pose(1.0, start, end, stays)
    assert landed.rect == end and landed.lift == 0 and landed.alpha == 0
    assert flight.duration == FLIGHT
    reduced = hotseat(reduce=True)  # with Reduce motion it still flies, in half the time
    take_middle(reduced)
    short = reduced.anim.get(CardFlight)
    assert short is not None and 0 < short.duration < flight.duration


def test_the_automa_s_card_flies_into_its_row_which_waits_for_it() -> None:
    """Solo: the card the automa takes lands on its place in the 'Cards it took this
    season' row (not off the window's corner), and the row leaves it out until it lands."""
    from evergreen.ui.game import card_flight
    from evergreen.ui.game.panels import automa_card_rect

    app = make_app(players=1, seed=5, speed=Speed.NORMAL)
    frames(app, 2)
    scene = top(app)
    assert isinstance(scene, GameScene)
    scene.play(next(c for c in scene.match.legal() if c.verb is Verb.TAKE))
    scene.update(0.0)
    state = scene.match.state
    flights = {t.what.seat: t for t in scene.anim.each(CardFlight)}
    automa = flights[state.automa_seat or 1]
    end, stays = card_flight.destination(scene.layout, state, automa.what)
    assert stays and end == automa_card_rect(scene.layout, 0, len(state.automa))
    players = next(s for s in scene.sections if s.name == "players")
    automa.elapsed = automa.duration * 0.5
    flying = pygame.Surface(app.size)
    players.draw(flying, scene.table())
    scene.anim.skip()
    landed = pygame.Surface(app.size)
    players.draw(landed, scene.table())
    face = card_face(end.width, end.height, automa.what.card)
    face_px = face.get_at((end.width // 2, end.height // 3))
    assert landed.get_at((end.centerx, end.y + end.height // 3))[:3] == face_px[:3]
    assert flying.get_at((end.centerx, end.y + end.height // 3))[:3] != face_px[:3]


def mean_rgb(surface: pygame.Surface) -> tuple[float, float, float]:
    """The mean colour of a picture."""
    small = pygame.transform.average_color(surface)
    return small[0], small[1], small[2]


def test_the_season_s_light_warms_every_painted_tile_it_scores_and_shade_cools() -> None:
    """The light sweeping a line warms each lit tile visibly, the white snow crust too (the
    light that was only added bleached it to white: no warmer), and lightens it; a shadow
    falling on one cools and darkens it."""
    from evergreen.rules import PLANET_BIOMES
    from evergreen.ui.art import planet_art
    from evergreen.ui.game import scoring_art

    pygame.init()
    size = 84
    for biome in PLANET_BIOMES:
        tile = planet_art.tile(size, biome, Sun.TOP, 24)
        rect = pygame.Rect(0, 0, size, size)
        lit, shaded = pygame.Surface((size, size)), pygame.Surface((size, size))
        for s in (lit, shaded):
            s.fill((60, 60, 60))
            s.blit(tile, (0, 0))
        r0, g0, b0 = mean_rgb(lit)
        scoring_art.draw_wash(lit, rect, False, 1.0)
        scoring_art.draw_wash(shaded, rect, True, 1.0)
        r1, g1, b1 = mean_rgb(lit)
        r2, g2, b2 = mean_rgb(shaded)
        assert (r1 - b1) - (r0 - b0) >= 40, biome  # warmer: redder against blue
        assert r1 + g1 >= r0 + g0 + 15, biome  # and lighter
        assert (b2 - r2) > (b0 - r0) and r2 + g2 + b2 < r0 + g0 + b0, biome
