"""Share links: a game as its setup plus the index of each action in the legal list.

Like lichess's move encoding, a move costs only what the choice needs: the index of
each action among the ``n`` legal ones at its step (nothing for a forced move). The
fragment is never sent to a server.

Layout, then base64url without padding::

    version:u8  game:u8  players:u8  seed:zigzag-varint
    players x (len:varint utf8-name)   len:varint options-json
    count:varint  moves   crc32:u32be

``moves`` in format 2 (written now) is one unsigned big-endian integer holding the
indices in mixed radix, ``i0 + n0*(i1 + n1*(i2 + ...))``, so a game costs
``ceil(log2(n0*n1*...))`` bits in all — the least any code can do for uniformly
chosen moves — instead of format 1's ``ceil(log2 n)`` bits per move
(``sum of ceil(log2 n_k)``, MSB-first packed bits, zero-padded). Format 1 links stay readable.

Decoding never evaluates anything: it parses bytes and replays actions through
``apply_index``, which rejects an index that is out of range.

Untrusted codes cost time in proportion to the moves they hold: the code's length, the options'
size and nesting, the move count (at most :data:`MAX_MOVES`, the same cap saves have) and the
amount of move data (at most :data:`MAX_CHOICE_BITS` per move) are all checked before any replay.
A new field goes into a new format number (the first byte), so older links stay readable.
"""

from __future__ import annotations

from typing import Any

import base64
import binascii
import json
import zlib
from collections.abc import Sequence

from .action import Action
from .errors import BadInput, IllegalAction
from .registry import all_game_ids, get_rules
from .rules import Rules
from .state import BaseState, Setup
from . import length, untrusted

FORMAT = 2
READABLE = (1, 2)
MAX_MOVES = length.MAX_MOVES  # the one limit of every entry point; a link holding more is refused unread
# No position offers 2**16 choices (a few hundred at most), so no real move takes more bits; the
# bound lets the decoder refuse a code padded with extra data before replaying it.
MAX_CHOICE_BITS = 16
# characters: a game of MAX_MOVES moves of MAX_CHOICE_BITS bits each, plus the setup
MAX_CODE = (MAX_MOVES * MAX_CHOICE_BITS + 7) // 8 * 4 // 3 + 8_000
MAX_OPTIONS = 4_000  # bytes of options JSON


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise BadInput("the link is cut short", key="link.short")
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self) -> int:
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            if not b & 0x80:
                return n
            shift += 7
            if shift > 70:
                raise BadInput("the link holds a malformed number", key="link.number")

    def blob(self, limit: int) -> bytes:
        n = self.varint()
        if n > limit or self.pos + n > len(self.data):
            raise BadInput("the link is cut short", key="link.short")
        self.pos += n
        return self.data[self.pos - n : self.pos]


def _widths_and_indices(rules: Rules[Any], setup: Setup, actions: Sequence[Action | int]) -> list[tuple[int, int]]:
    length.check(len(actions))
    state = rules.initial_state(setup)
    out: list[tuple[int, int]] = []
    for a in actions:
        legal = rules.legal_actions(state)
        if isinstance(a, bool) or not isinstance(a, (int, Action)):
            i = -1
        else:
            i = a if isinstance(a, int) else legal.index(a) if a in legal else -1
        if not 0 <= i < len(legal):
            raise IllegalAction(f"action {len(out) + 1} ({str(a)[:80]}) is not legal in that game",
                                key="link.encode_illegal", move=len(out) + 1)
        if len(legal) > 1 << MAX_CHOICE_BITS:  # the decoder would refuse the code: an engine bug
            raise ValueError(f"{len(legal)} choices at move {len(out) + 1}: more than a link can hold")
        out.append((len(legal), i))
        state = rules.apply_trusted(state, legal[i])
    return out


def encode(setup: Setup, actions: Sequence[Action | int]) -> str:
    """The share code of a game: its setup and actions (Actions or legal-list indices)."""
    rules = get_rules(setup.game)
    head = bytearray([FORMAT, all_game_ids().index(setup.game), setup.players])
    head += _varint((setup.seed << 1) ^ (setup.seed >> 63))
    for name in setup.names:
        head += _varint(len(name.encode())) + name.encode()
    opts = json.dumps(setup.options, sort_keys=True, separators=(",", ":")).encode()
    head += _varint(len(opts)) + opts
    choices = _widths_and_indices(rules, setup, actions)
    head += _varint(len(choices))
    value = 0
    for n, index in reversed(choices):
        value = value * n + index
    head += value.to_bytes((value.bit_length() + 7) // 8, "big")
    head += zlib.crc32(head).to_bytes(4, "big")
    return base64.urlsafe_b64encode(bytes(head)).rstrip(b"=").decode()


def _parse(code: str) -> tuple[int, Setup, int, int, int]:
    if not isinstance(code, str) or not code:
        raise BadInput("the link holds no game", key="link.empty")
    if len(code) > MAX_CODE:
        raise BadInput("the link is too long to be a game", key="link.too_long")
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise BadInput("the link is damaged (it is not a game code)", key="link.not_code") from None
    if len(raw) < 8:
        raise BadInput("the link is cut short", key="link.short")
    body, crc = raw[:-4], raw[-4:]
    r = _Reader(body)
    version = r.byte()
    if version not in READABLE:
        raise BadInput(f"the link uses format {version}, which this version of Pax does not know",
                       key="link.format", version=version)
    if zlib.crc32(body).to_bytes(4, "big") != crc:
        raise BadInput("the link is damaged or incomplete (its checksum does not match)", key="link.checksum")
    gi = r.byte()
    ids = all_game_ids()
    if gi >= len(ids):
        raise BadInput("the link is for a game this version of Pax does not know", key="link.game")
    players = r.byte()
    z = r.varint()
    seed = (z >> 1) ^ -(z & 1)
    names: list[str] = []
    for _ in range(min(players, 8)):
        try:
            names.append(r.blob(400).decode())
        except UnicodeDecodeError:
            raise BadInput("the link holds a damaged player name", key="link.name") from None
    try:
        text = r.blob(MAX_OPTIONS).decode()
    except UnicodeDecodeError:
        raise BadInput("the link holds damaged game options", key="link.options") from None
    options, why = untrusted.loads(text, MAX_OPTIONS)  # nested JSON would exhaust the stack
    if why is not None or not isinstance(options, dict):
        raise BadInput("the link holds damaged game options", key="link.options")
    rules = get_rules(ids[gi])
    setup = rules.make_setup(players, seed, names, options)
    count = r.varint()
    length.check(count)
    if (len(body) - r.pos) * 8 > count * MAX_CHOICE_BITS + 7:
        raise BadInput("the link is damaged (it has extra data)", key="link.extra")
    return version, setup, count, r.pos, len(body)


def decode(code: str) -> tuple[Setup, list[int], BaseState]:
    """Parse and replay a share code: ``(setup, action indices, final state)``.

    Raises ``BadInput`` with a player-facing message for anything damaged or foreign.
    """
    version, setup, count, pos, end = _parse(code)
    body = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))[:-4]
    bits = int.from_bytes(body[pos:end], "big")
    avail = (end - pos) * 8
    rules = get_rules(setup.game)
    state = rules.initial_state(setup)
    if version == 2:
        return setup, *_replay_mixed_radix(rules, state, count, bits)
    used = 0
    indices: list[int] = []
    for n in range(count):
        legal = _legal_at(rules, state, n)
        width = (len(legal) - 1).bit_length()
        if used + width > avail:
            raise BadInput("the link is cut short", key="link.short")
        i = (bits >> (avail - used - width)) & ((1 << width) - 1)
        used += width
        if i >= len(legal):
            raise BadInput(f"the link is damaged (move {n + 1} is not a legal move)",
                           key="link.illegal", move=n + 1)
        indices.append(i)
        state = rules.apply_trusted(state, legal[i])
    if avail - used >= 8 or bits & ((1 << (avail - used)) - 1):
        raise BadInput("the link is damaged (it has extra data)", key="link.extra")
    return setup, indices, state


def _legal_at(rules: Rules[Any], state: BaseState, n: int) -> list[Action]:
    """The legal actions for the link's move ``n`` (0-based); none means the link goes on past the end."""
    legal = rules.legal_actions(state)
    if not legal:
        raise BadInput(f"the link is damaged (move {n + 1} comes after the game ended)",
                       key="link.after_end", move=n + 1)
    return legal


def _replay_mixed_radix(rules: Rules[Any], state: BaseState, count: int, value: int) -> tuple[list[int], BaseState]:
    """Format 2: peel each move's index off ``value`` with the legal count of its step."""
    indices: list[int] = []
    for n in range(count):
        legal = _legal_at(rules, state, n)
        if value.bit_length() > (count - n) * MAX_CHOICE_BITS:  # more data than the moves left hold
            raise BadInput("the link is damaged (it has extra data)", key="link.extra")
        value, i = divmod(value, len(legal))
        indices.append(i)
        state = rules.apply_trusted(state, legal[i])
    if value:
        raise BadInput("the link is damaged (it has extra data)", key="link.extra")
    return indices, state
