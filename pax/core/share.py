"""Share links: a game as its setup plus the index of each action in the legal list.

Like lichess's move encoding, a move costs only what the choice needs: the index of
each action among the ``n`` legal ones at its step (nothing for a forced move). The
fragment is never sent to a server.

Layout, then base64url without padding::

    version:u8  game:u8  players:u8  seed:zigzag-varint
    players x (len:varint utf8-name)   len:varint options-json
    [format 3: rules:varint]  count:varint  [format 3: ceil(count/32) x digest:u16be]
    moves   crc32:u32be

Format 3 (written now) adds the game's rules version (``Rules.rules_version``) and one 16-bit
digest of the moves' marks per 32 moves (``pax.core.trail``): an engine whose legal lists changed
since the link was made notices it at the first block that no longer fits, and the page opens the
game at the start of that block with a message naming the move (:func:`read`); formats 1 and 2
hold neither and count as rules version 1.

``moves`` in format 2 (written now) is one unsigned big-endian integer holding the
indices in mixed radix, ``i0 + n0*(i1 + n1*(i2 + ...))``, so a game costs
``ceil(log2(n0*n1*...))`` bits in all — the least any code can do for uniformly
chosen moves — instead of format 1's ``ceil(log2 n)`` bits per move
(``sum of ceil(log2 n_k)``, MSB-first packed bits, zero-padded); format 3 packs moves as format 2.
Links of every format stay readable.

Decoding never evaluates anything: it parses bytes and replays actions through
``apply_index``, which rejects an index that is out of range.

Untrusted codes cost time in proportion to the moves they hold: the code's length, the options'
size and nesting, the move count (at most :data:`MAX_MOVES`, the same cap saves have) and the
amount of move data (at most :data:`MAX_CHOICE_BITS` per move) are all checked before any replay.
A new field goes into a new format number (the first byte), so older links stay readable.
"""

from __future__ import annotations

from typing import NamedTuple

import base64
import binascii
import json
import zlib
from collections.abc import Sequence

from .action import Action
from .errors import BadInput, IllegalAction
from .registry import all_game_ids, rules_for
from .rules import GameRules
from .state import BaseState, Setup
from . import length, trail, untrusted

FORMAT = 3
READABLE = (1, 2, 3)
BLOCK = trail.BLOCK  # moves per digest (format 3)
MAX_MOVES = length.MAX_MOVES  # the one limit of every entry point; a link holding more is refused unread
# No position offers 2**16 choices (a few hundred at most), so no real move takes more bits; the
# bound lets the decoder refuse a code padded with extra data before replaying it.
MAX_CHOICE_BITS = 16
# characters: a game of MAX_MOVES moves of MAX_CHOICE_BITS bits each, plus the setup
MAX_CODE = ((MAX_MOVES * MAX_CHOICE_BITS + 7) // 8 + 2 * -(-MAX_MOVES // BLOCK)) * 4 // 3 + 8_000
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


def _widths_and_indices(rules: GameRules, setup: Setup,
                        actions: Sequence[Action | int]) -> tuple[list[tuple[int, int]], list[int]]:
    """Each move's (legal count, index) and its mark (``pax.core.trail``)."""
    length.check(len(actions))
    state = rules.initial_state(setup)
    out: list[tuple[int, int]] = []
    marks: list[int] = []
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
        marks.append(trail.mark(len(legal), legal[i]))
        state = rules.apply_trusted(state, legal[i])
    return out, marks


def encode(setup: Setup, actions: Sequence[Action | int]) -> str:
    """The share code of a game: its setup and actions (Actions or legal-list indices)."""
    rules = rules_for(setup.game)
    head = bytearray([FORMAT, all_game_ids().index(setup.game), setup.players])
    head += _varint((setup.seed << 1) ^ (setup.seed >> 63))
    for name in setup.names:
        head += _varint(len(name.encode())) + name.encode()
    opts = json.dumps(setup.options, sort_keys=True, separators=(",", ":")).encode()
    head += _varint(len(opts)) + opts
    head += _varint(rules.rules_version)
    choices, marks = _widths_and_indices(rules, setup, actions)
    head += _varint(len(choices))
    for digest in trail.block_digests(marks):
        head += digest.to_bytes(2, "big")
    value = 0
    for n, index in reversed(choices):
        value = value * n + index
    head += value.to_bytes((value.bit_length() + 7) // 8, "big")
    head += zlib.crc32(head).to_bytes(4, "big")
    return base64.urlsafe_b64encode(bytes(head)).rstrip(b"=").decode()


class _Header(NamedTuple):
    version: int
    setup: Setup
    moves: int
    pos: int  # where the moves begin
    end: int
    rules_version: int  # 1 for formats 1 and 2, made before rules versions
    digests: list[int] | None  # one per BLOCK moves (format 3)


def _parse(code: str) -> _Header:
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
    rules = rules_for(ids[gi])
    setup = rules.make_setup(players, seed, names, options)
    rules_version = r.varint() if version >= 3 else 1
    count = r.varint()
    length.check(count)
    digests = None
    if version >= 3:
        digests = [r.byte() << 8 | r.byte() for _ in range(-(-count // BLOCK))]
    if (len(body) - r.pos) * 8 > count * MAX_CHOICE_BITS + 7:
        raise BadInput("the link is damaged (it has extra data)", key="link.extra")
    return _Header(version, setup, count, r.pos, len(body), rules_version, digests)


class Decoded(NamedTuple):
    """A link read by :func:`read`."""

    setup: Setup
    indices: list[int]  # the moves replayed: all of them, or those before ``stopped``
    state: BaseState
    rules_version: int  # the rules version the link was made under
    stopped: int | None  # moves replayed before the first block that no longer fits, or None
    unchecked: bool  # made under rules this engine does not replay, with no digests to check by


def decode(code: str) -> tuple[Setup, list[int], BaseState]:
    """Parse and replay a share code: ``(setup, action indices, final state)``.

    Raises ``BadInput`` with a player-facing message for anything damaged or foreign, and for a
    link this engine no longer replays to the same game (``game.diverged``; :func:`read` opens
    such a link as far as it fits).
    """
    got = read(code)
    if got.stopped is not None:
        raise diverged(rules_for(got.setup.game), got.stopped, got.rules_version)
    return got.setup, got.indices, got.state


def diverged(rules: GameRules, stopped: int, version: int) -> BadInput:
    """The message for a recorded game whose move ``stopped + 1`` no longer fits (``game.diverged``)."""
    return BadInput(f"from move {stopped + 1} on, this game no longer fits the rules of this version of Pax "
                    f"(it was recorded under rules version {version}; this is version {rules.rules_version}); "
                    f"it opens after move {stopped}", key="game.diverged", move=stopped + 1, stop=stopped,
                    version=version, current=rules.rules_version)


def read(code: str) -> Decoded:
    """Parse and replay a share code as far as it fits this engine's rules (see the module doc)."""
    head = _parse(code)
    version, setup, count, pos, end = head.version, head.setup, head.moves, head.pos, head.end
    body = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))[:-4]
    bits = int.from_bytes(body[pos:end], "big")
    avail = (end - pos) * 8
    rules = rules_for(setup.game)
    state = rules.initial_state(setup)
    unchecked = head.digests is None and not rules.replays(head.rules_version)
    if head.digests is not None:
        indices, state, stopped = _replay_checked(rules, state, count, bits, head.digests)
        return Decoded(setup, indices, state, head.rules_version, stopped, False)
    if version == 2:
        indices, state = _replay_mixed_radix(rules, state, count, bits)
        return Decoded(setup, indices, state, 1, None, unchecked)
    used = 0
    indices = []
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
    return Decoded(setup, indices, state, 1, None, unchecked)


def _replay_checked(rules: GameRules, state: BaseState, count: int, value: int,
                    digests: list[int]) -> tuple[list[int], BaseState, int | None]:
    """Format 3: as format 2, checking each block of moves against its digest. The checksum has
    vouched for the link's bytes, so a block that does not fit (a digest, a game over too soon, move
    data left over) means the rules changed: the replay stops at the start of that block."""
    indices: list[int] = []
    marks: list[int] = []
    start_state = state
    for n in range(count):
        if n % BLOCK == 0:
            start_state = state
        legal = rules.legal_actions(state)
        if not legal or value.bit_length() > (count - n) * MAX_CHOICE_BITS:
            return indices[:n - n % BLOCK], start_state, n - n % BLOCK
        value, i = divmod(value, len(legal))
        indices.append(i)
        marks.append(trail.mark(len(legal), legal[i]))
        state = rules.apply_trusted(state, legal[i])
        if (n + 1) % BLOCK == 0 or n + 1 == count:
            first = n - n % BLOCK
            if trail.block_digest(marks[first:]) != digests[n // BLOCK]:
                return indices[:first], start_state, first
    if value:
        raise BadInput("the link is damaged (it has extra data)", key="link.extra")
    return indices, state, None


def _legal_at(rules: GameRules, state: BaseState, n: int) -> list[Action]:
    """The legal actions for the link's move ``n`` (0-based); none means the link goes on past the end."""
    legal = rules.legal_actions(state)
    if not legal:
        raise BadInput(f"the link is damaged (move {n + 1} comes after the game ended)",
                       key="link.after_end", move=n + 1)
    return legal


def _replay_mixed_radix(rules: GameRules, state: BaseState, count: int, value: int) -> tuple[list[int], BaseState]:
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
