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


def russian(msgid: str, context: str | None = None) -> tuple[str, ...]:
    """Every Russian form of one message (a plural's three)."""
    with open(RUSSIAN, "rb") as f:
        catalog = read_po(f)
    m = catalog.get(msgid, context=context)
    assert m is not None, msgid
    return m.string if isinstance(m.string, tuple) else (m.string,)


def test_one_verb_per_piece_as_the_rulebook() -> None:
    """Issue 52, point 16: «посадить куст», «разместить озеро» everywhere (the captions said
    «ставит куст», the hints «поставьте озеро»), and a growth is «обычный прирост» made in
    a space, never a token that grows («Вырастите подсвеченную фишку»)."""
    wrong = re.compile(
        r"(по)?став\w* (куст|озер)|посад\w* озер|размест\w* куст|вырастите подсвеченную фишку",
        re.I,
    )
    found = [s for s in russian_strings() if wrong.search(s)]
    assert not found, found
    assert russian("Grow the highlighted piece.") == (
        "Сделайте обычный прирост в подсвеченной ячейке.",
    )
    assert russian("grow at {at}")[0].endswith("обычный прирост: {at}")
    assert russian("grow at {n}")[0].endswith("обычный прирост: {n}")


def test_each_list_of_steps_keeps_one_mood() -> None:
    """Point 15: the hints mixed imperatives with infinitives and a bare «Стоп»; the keyboard
    choices too. The hints' steps are orders (they end in -те), the keyboard's infinitives."""
    hints = [
        "use the {power} power",
        "plant Sprouts at {at}",
        "grow at {at}",
        "place a Bush at {at}",
        "place a Lake at {at}",
        "plant a Sprout at {at}",
    ]
    for msgid in hints:
        assert russian(msgid)[0].split()[0].endswith("те"), msgid
    keys = [
        "take {card}",
        "plant at {n}",
        "grow at {n}",
        "place a Bush at {n}",
        "place a Lake at {n}",
        "use the power",
        "stop",
        "end the turn",
        "plant a Sprout on the ringed space",
        "grow the ringed space",
        "place a Bush on the ringed space",
        "place a Lake on the ringed space",
    ]
    for msgid in keys:
        assert re.match(r"^\w+ть\b", russian(msgid)[0]), msgid
    assert russian("{who} stops.") == ("{who}: нажимает «Стоп».",)


def test_what_the_game_expects_reads_after_nuzhno() -> None:
    """Point 15: «…нужно обычный прирост ростка»: every expected step is an infinitive."""
    from evergreen import i18n
    from evergreen.rules import Refusal, Verb, Why
    from evergreen.ui.words.names import Seating
    from evergreen.ui.words.prompts import refusal_text

    i18n.set_language("ru")
    try:
        for verb in Verb:
            said = refusal_text(Refusal(Why.WRONG_STEP, seat=0, expected=(verb,)), Seating())
            assert re.search(r"нужно (\w+ть|нажать)\b", said), said
    finally:
        i18n.set_language("en")


def test_the_lake_prompt_has_a_verb_and_different_spaces() -> None:
    forms = russian("{who}: grow up to {n} space next to the new Lake, or Stop.")
    assert forms[1] == (
        "{who}: сделайте до {n} обычных приростов в разных ячейках рядом с новым озером"
        " или нажмите «Стоп»."
    )
    assert all(f.startswith("{who}: сделайте ") for f in forms)


def test_no_first_player_in_the_masculine() -> None:
    """Point 14: «Автома | ходит первым» (the automa is feminine): «первый ход в этом раунде»."""
    found = [s for s in russian_strings() if re.search(r"ход\w* первы[мй]", s)]
    assert not found, found
    assert russian("first to play this round") == ("первый ход в этом раунде",)


def test_a_refused_command_of_a_record_reads_as_one_sentence() -> None:
    """Point 17: «строка 13: P1 take flowers/lake здесь недопустима: Сейчас ход: Игрок 2» (a
    raw command the subject of a feminine verb, four colons); the English read "P1 take
    flowers/lake is not allowed where it stands: …"."""
    from evergreen import i18n
    from evergreen.rules import Command, Refusal, Verb, Why
    from evergreen.session.match import Match
    from evergreen.session.record import RecordError
    from evergreen.ui.words.saves import record_problem

    match = Match.start(2, 3)
    cmd = Command(0, Verb.TAKE, match.state.market[0])
    error = RecordError(
        13, "", refusal=Refusal(Why.NOT_YOUR_TURN, awaited=1), command=cmd, match=match
    )
    english = record_problem(error)
    assert english.startswith(f"Not imported: line 13: the command “{cmd}” is not allowed here (")
    assert "where it stands" not in english and english.endswith(")")
    i18n.set_language("ru")
    try:
        said = record_problem(error)
    finally:
        i18n.set_language("en")
    assert (
        said
        == f"Не импортировано: строка 13: команда «{cmd}» здесь недопустима (Сейчас ход: Игрок 2)"
    )
    assert russian("The game record could not be written: {reason}") == (
        "Не удалось сохранить запись партии: {reason}",
    )


def test_every_achievement_says_what_to_do_in_the_infinitive() -> None:
    """Point 17: three descriptions were telegraphic («Три способности в полную силу в
    конце.») among infinitive ones («Доиграть партию до конца.»)."""
    from evergreen import i18n
    from evergreen.progress.achievements import ALL

    i18n.set_language("ru")
    try:
        lines = {i18n._(a.line) for a in ALL}
    finally:
        i18n.set_language("en")
    assert len(lines) > 15
    telegraphic = [line for line in lines if not re.match(r"^\w+(ть|ться|ти|чь)\b", line)]
    assert not telegraphic, telegraphic
