"""Where a player's name may stand in a Russian message (issue 40): names are typed by the
players (any gender, any language) and the solo player is «Вы», so Russian cannot decline
them or agree a verb with them. The project's rule, stated in the catalog's header for its
translators:

    A name placeholder stands alone: at the start of the message or of a clause (after
    ": ", "— ", "(", ", ", "; " or inside «»), and is followed by punctuation or the end
    (":", ",", "—", ".", "!", ")", "»", ";"), never directly by a word. So it is always
    in the nominative and no verb or adjective has to agree with it:
    «{who}: берёт карту «…».», «Поровну: {others}», «Снова показана планета: {who}».

Each Russian message that takes a name is rendered with a feminine name, a masculine name,
«Вы» and «Игрок 2», and checked against the rule."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from evergreen.i18n import LOCALE_DIR

RUSSIAN = LOCALE_DIR / "ru" / "LC_MESSAGES" / "evergreen.po"
#: The placeholders that hold a player's name (or a list of names).
NAME_FIELDS = ("who", "winner", "second", "others", "names", "leader")
#: {name} holds a player's name in these messages (elsewhere a save's name, in «»).
PLAYER_NAME_IDS = ("{colour}: swaps with {name}", "{name}: {vp} VP", "{name} leads with {vp} VP")
NAMES = ("Снегурочка Мороз", "Иван", "Вы", "Игрок 2")
BEFORE = re.compile(r"(^|: |— |\(|, |; |«)$")
AFTER = re.compile(r"^($|[:,—.!)»;]| —| \(| ·)")


def name_messages() -> list[tuple[str, str, tuple[str, ...]]]:
    """(English id, one Russian form, the name fields it holds) of every such message."""
    with open(RUSSIAN, "rb") as f:
        catalog = read_po(f)
    found = []
    for m in catalog:
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        if not ids[0]:
            continue
        fields = [f for f in NAME_FIELDS if "{" + f + "}" in ids[0]]
        if ids[0] in PLAYER_NAME_IDS:
            fields.append("name")
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for s in strings:
            if fields and s:
                found.append((ids[0], s, tuple(fields)))
    return found


def breaches(russian: str, fields: tuple[str, ...]) -> list[str]:
    """Where in ``russian`` a name field stands against the rule."""
    out = []
    for field in fields:
        for m in re.finditer(r"\{" + field + r"\}", russian):
            before, after = russian[: m.start()], russian[m.end() :]
            if not BEFORE.search(before) or not AFTER.match(after):
                out.append(f"{{{field}}} in «{russian}»")
    return out


def test_every_russian_message_with_a_name_keeps_the_rule() -> None:
    messages = name_messages()
    assert len(messages) > 30  # the log, the prompts, the results...
    wrong = [b for _id, ru, fields in messages for b in breaches(ru, fields)]
    assert not wrong, "\n".join(wrong)


def fill(russian: str, fields: tuple[str, ...], name: str) -> str:
    """``russian`` with ``name`` in its name fields and 1 in the others."""
    return re.sub(r"\{(\w+)[^}]*\}", lambda m: name if m.group(1) in fields else "1", russian)


@pytest.mark.parametrize("name", NAMES)
def test_each_message_reads_with_any_name(name: str) -> None:
    """Rendered with the name: no gendered past tense after it, no case ending glued to it."""
    for english, russian, fields in name_messages():
        shown = fill(russian, fields, name)
        assert name in shown, (english, shown)
        for m in re.finditer(re.escape(name), shown):
            tail = shown[m.end() :]
            assert not re.match(r"^\s+\w+(л|ла|ло|ли)\b", tail), (english, shown)


def test_the_rule_is_stated_for_the_translators() -> None:
    header = RUSSIAN.read_text(encoding="utf-8").split("msgid", 1)[0]
    assert "name placeholder stands alone" in header


def test_the_rule_catches_what_the_editor_saw() -> None:
    for seen in (
        "Снова показана планета игрока {who}.",
        "Обведено на поле: самый большой лес {who}.",
        "{winner} побеждает (ничья с {others}; {winner} ходил раньше).",
        "{colour}: обмен цветом с игроком {name}",
    ):
        fields = tuple(f for f in (*NAME_FIELDS, "name") if "{" + f + "}" in seen)
        assert breaches(seen, fields), seen
    assert not breaches("Поровну: {others}.", ("others",))
