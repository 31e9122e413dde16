"""One word per concept in Russian (issue 40, part 2): victory points are «ПО» joined to
their number by a no-break space, never a bare «очки»; a deal is «расклад» and its code
«код расклада» (the glossary's 'deal' term rules out «раздача» and «код вызова»)."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from evergreen.i18n import LOCALE_DIR

RUSSIAN = LOCALE_DIR / "ru" / "LC_MESSAGES" / "evergreen.po"


def russian_strings() -> list[str]:
    with open(RUSSIAN, "rb") as f:
        catalog = read_po(f)
    out = []
    for m in catalog:
        if m.id:
            out += [s for s in (m.string if isinstance(m.string, tuple) else (m.string,)) if s]
    return out


def test_vp_is_joined_to_its_number_by_a_no_break_space() -> None:
    loose = [s for s in russian_strings() if re.search(r"[0-9}] ПО\b", s)]
    assert not loose, loose


def test_no_bare_ochki_for_victory_points() -> None:
    bare = [
        s
        for s in russian_strings()
        for m in re.finditer(r"\b[Оо]чк\w*", s)
        if not re.search(r"победн\w*\s+$", s[: m.start()])
    ]
    assert not bare, bare


def test_the_deal_has_one_name() -> None:
    found = [s for s in russian_strings() if re.search(r"раздач|вызов", s, re.I)]
    assert not found, found


def test_reports_say_an_action_in_the_infinitive_and_prompts_in_the_imperative() -> None:
    """«Игрок 2 выбирает действие A: посадите до 3 ростков» mixed a report and an order
    (issue 40, part 3): the log and the captions have their own wording."""
    from evergreen import i18n
    from evergreen.rules import Action
    from evergreen.ui.words.prompts import ACTION_TEXT, action_said

    i18n.set_language("ru")
    try:
        for action in Action:
            said, told = action_said(action), i18n._(ACTION_TEXT[action])
            assert said.split()[0].endswith("ть"), said  # посадить, сделать
            assert told.split()[0].endswith("те"), told  # посадите, сделайте
    finally:
        i18n.set_language("en")


def test_no_calques_left() -> None:
    """Wordings the Russian editor flagged (issue 40, part 3)."""
    flagged = (
        "не ваш ход",
        "в «Новой игре»",
        "ложится рубашкой",
        "Без предела",
        "под названием",
        "твёрдым правилам",
        "ходы короче",
        "вернёт любой шаг",
        "возвращает любой шаг до",
    )
    found = [(f, s) for s in russian_strings() for f in flagged if f in s]
    assert not found, found


def test_a_power_in_a_sentence_has_the_rulebooks_full_name() -> None:
    """«примените способность «Малое дерево»» read as the piece (issue 40, part 2)."""
    from evergreen import i18n
    from evergreen.rules import Power
    from evergreen.ui.words.names import power_name, power_said

    i18n.set_language("ru")
    try:
        said = {p: power_said(p) for p in Power}
        assert said[Power.SMALL_GROWTH] == "Прирост до малого дерева"
        assert said[Power.BIG_GROWTH] == "Прирост до большого дерева"
        assert all(said[p] != power_name(p) for p in Power)  # never the short label
    finally:
        i18n.set_language("en")
    assert power_said(Power.BUSH) == "Bush"  # English says it one way


def test_the_rules_text_says_who_plays_first_when_nobody_takes_the_marker() -> None:
    """Issue 52, point 19: the Draft section left out R4.4's last sentence (the rulebook:
    «фишка вернётся к первому игроку текущего раунда»), and the Lake power its «в разных»."""
    from evergreen import i18n
    from evergreen.ui.words.rules_text import sections

    said = {
        "en": ("if nobody takes it", "this round's first player", "2 different spaces"),
        "ru": ("никто не возьмёт", "первому игроку текущего раунда", "в разных"),
    }
    for lang, words in said.items():
        i18n.set_language(lang)
        try:
            text = " ".join(" ".join(s.paragraphs) for s in sections(""))
        finally:
            i18n.set_language("en")
        assert all(w in text for w in words), (lang, [w for w in words if w not in text])
