"""The rules document (docs/RULES.md) has every rule the repository cites, and the data
page (docs/DATA.md) says what the data files hold.

A citation is ``R<n>.<m>`` (a rule) or ``R<n>`` (a chapter) in the code, the tests, the
tools, the README, the message catalogs or the documents themselves; a range such as
``R4.3–4.4`` cites both ends. Each must be a heading of docs/RULES.md.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from evergreen.rules import Planet, Sun, light_score
from evergreen.rules.data_files import deck_data, game_data, planet_data
from evergreen.rules.planet import PIECE_CHARS

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"
#: Where rule numbers are cited, and the kinds of file read there.
CITING = ("evergreen", "tests", "tools", "docs", "README.md")
TEXT = {".py", ".md", ".po", ".pot", ".json", ".txt", ".cfg", ".toml"}

_CITE = re.compile(r"\bR(\d+)(?:\.(\d+))?(?:\s*[–-]\s*R?(\d+)\.(\d+))?\b")
_HEADING = re.compile(r"^(#{2,3}) (R(\d+)(?:\.(\d+))?) \S", re.MULTILINE)


def cited(text: str) -> set[str]:
    """The rule and chapter numbers ``text`` cites (both ends of a range)."""
    found = set()
    for m in _CITE.finditer(text):
        found.add(f"R{m[1]}" + (f".{m[2]}" if m[2] else ""))
        if m[3]:
            found.add(f"R{m[3]}.{m[4]}")
    return found


def headings(doc: str) -> list[str]:
    """The rule and chapter numbers that head a section of ``doc``, in order."""
    return [m[2] for m in _HEADING.finditer(doc)]


def unknown_citations(files: dict[str, str], doc: str) -> list[str]:
    """'file: R<n>.<m>' for each citation in ``files`` (name → text) not headed in ``doc``."""
    known = set(headings(doc))
    return [f"{name}: {n}" for name, text in files.items() for n in sorted(cited(text) - known)]


def citing_files(root: Path = REPO) -> dict[str, str]:
    """Every text file where rule numbers may be cited, by path from the repository."""
    files = {}
    for entry in CITING:
        path = root / entry
        for f in [path] if path.is_file() else sorted(path.rglob("*")):
            if f.suffix in TEXT and f.is_file() and "__pycache__" not in f.parts:
                files[f.relative_to(root).as_posix()] = f.read_text(encoding="utf-8")
    return files


def rules_doc() -> str:
    return (DOCS / "RULES.md").read_text(encoding="utf-8")


def data_doc() -> str:
    return (DOCS / "DATA.md").read_text(encoding="utf-8")


# -- the citations ----------------------------------------------------------------------
def test_every_cited_rule_is_in_the_document() -> None:
    files = citing_files()
    assert "evergreen/rules/refusal.py" in files and "README.md" in files
    outside = [text for name, text in files.items() if not name.startswith("docs/")]
    assert len(set().union(*map(cited, outside))) > 40  # the scan finds the citations
    assert unknown_citations(files, rules_doc()) == []


def test_an_unknown_citation_is_reported() -> None:
    def r(number: str) -> str:  # "R" + number: this file itself cites no missing rule
        return "R" + number

    doc = "## R1 Parts\n\n### R1.1 Planets\n\n### R1.2 Pieces\n\n## R2 Setup\n"
    planted = {
        "a.py": "# R1.2 and the chapter R2, R1.1–1.2",
        "b.md": f"see {r('1.3')}, and {r('4')}",
        "c.py": f"R1.1-{r('1.9')} (a range whose end is missing)",
    }
    assert unknown_citations(planted, doc) == [
        f"b.md: {r('1.3')}",
        f"b.md: {r('4')}",
        f"c.py: {r('1.9')}",
    ]


def test_what_counts_as_a_citation() -> None:
    assert cited("R4.3–4.4, R8–R10, (R12), R9/R9.4") == {
        "R4.3",
        "R4.4",
        "R8",
        "R10",
        "R12",
        "R9",
        "R9.4",
    }
    assert cited("r2c3 P1R2 R2D2 Rock R") == set()


# -- the document's shape ---------------------------------------------------------------
def test_rules_are_numbered_in_order_under_their_chapters() -> None:
    """Chapters R1, R2, ... in order; in each, rules .1, .2, ... with no gap or repeat."""
    chapters: dict[int, list[int]] = {}
    for m in _HEADING.finditer(rules_doc()):
        level, chapter, rule = m[1], int(m[3]), m[4]
        if level == "##":
            assert rule is None and chapter == len(chapters) + 1, m[0]
            chapters[chapter] = []
        else:
            assert rule is not None and chapter == len(chapters), m[0]
            chapters[chapter].append(int(rule))
    assert len(chapters) == 12
    assert all(rules == list(range(1, len(rules) + 1)) and rules for rules in chapters.values())


def test_the_contents_lead_to_the_chapters() -> None:
    """Each contents link is the anchor GitHub makes of a chapter heading."""
    doc = rules_doc()
    links = re.findall(r"^- \[(R\d+ [^]]+)\]\(#([^)]+)\)$", doc, re.MULTILINE)
    chapters = re.findall(r"^## (R\d+ .+)$", doc, re.MULTILINE)
    assert [title for title, _ in links] == chapters
    for title, anchor in links:
        assert anchor == re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")


def test_the_worked_lines_score_what_the_document_says() -> None:
    """R9.2's table against the engine: each line on row 2 of an empty planet, sun left."""
    section = rules_doc().split("### R9.2", 1)[1].split("\n### ", 1)[0]
    rows = re.findall(r"^\| (`.+?`) \| ([^|]+) \|", section, re.MULTILINE)
    assert len(rows) == 8
    for lines, points in rows:
        for line in re.findall(r"`([^`]+)`", lines):
            planet = Planet.empty()
            for k, ch in enumerate(line.replace(" ", "")):  # row 2: 7 spaces, no ravine
                planet = planet.put(2 * 7 + k, PIECE_CHARS.index(ch.replace(".", "_")))
            assert light_score(planet, Sun.LEFT).total == int(points.split("=")[-1]), line


# -- the data page ----------------------------------------------------------------------
def _block_after(marker: str) -> str:
    return data_doc().split(f"<!-- {marker} -->", 1)[1].split("\n\n", 1)[0]


def test_the_classic_planet_is_the_data_file() -> None:
    grid = _block_after("classic-planet").strip("`\n").splitlines()[1:]
    assert ["".join(line.split()[1:]) for line in grid] == planet_data("classic").rows


def test_the_solo_ranks_are_the_data_file() -> None:
    table = re.findall(r"^\| (\d+)[–+]\S* \| ([^|]+) \|$", _block_after("solo-ranks"), re.M)
    ranks = [(r.min_vp, r.name) for r in game_data().ranks]
    assert [(int(low), name.strip()) for low, name in table] == ranks


@pytest.mark.parametrize(
    "field",
    ["season_rounds", "start_vp", "setup_flowers", "solo_market", "track_last_level", "buds_vp"],
)
def test_the_game_values_are_the_data_file(field: str) -> None:
    row = re.search(rf"^\|[^|]+\| `{field}` \| ([^|]+) \|$", data_doc(), re.MULTILINE)
    assert row is not None, field
    value = getattr(game_data(), field)
    assert [int(v) for v in row[1].split(",")] == (value if isinstance(value, list) else [value])


def test_the_supply_and_tracks_are_the_data_file() -> None:
    data = game_data()
    assert f"The box holds {data.supply.bush} Bushes and {data.supply.lake} Lakes" in data_doc()
    assert f"to {data.track_last_level} (its last step)" in data_doc()


def test_the_deck_follows_the_pattern() -> None:
    line = re.search(r"^PATTERN = \[(.+)\]$", data_doc(), re.MULTILINE)
    assert line is not None
    pattern = [icon.strip() for icon in line[1].split(",")]
    icons = {"2 flowers": (2, False), "1 flower": (1, False), "aridity": (0, True)}
    biomes = ("grassland", "flowers", "wheat", "rock", "swamp", "snow")
    for card in deck_data().cards:
        expected = (0, False)
        if card.biome != "wild":
            power = ("sprout", "small-growth", "big-growth", "bush", "lake", "buds")
            icon = pattern[(power.index(card.power) + biomes.index(card.biome)) % 6]
            expected = icons.get(icon, (0, False))
        assert (card.flowers, card.aridity) == expected, card
