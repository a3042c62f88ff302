"""Share links: a game as its setup plus the index of each action in the legal list.

Like lichess's move encoding, each action costs only ``ceil(log2(n))`` bits where
``n`` is the number of legal choices at that step (0 bits for a forced one), so a
whole game fits in a short URL fragment. The fragment is never sent to a server.

Layout (format 1), then base64url without padding::

    version:u8  game:u8  players:u8  seed:zigzag-varint
    players x (len:varint utf8-name)   len:varint options-json
    count:varint  packed index bits (MSB first, zero-padded)   crc32:u32be

Decoding never evaluates anything: it parses bytes and replays actions through
``apply_index``, which rejects an index that is out of range.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Sequence

from .action import Action
from .errors import BadInput, IllegalAction
from .registry import all_game_ids, get_rules
from .rules import Rules
from .state import BaseState, Setup

FORMAT = 1
MAX_CODE = 20_000  # characters; far above any real game, guards against abuse


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


def _widths_and_indices(rules: Rules, setup: Setup, actions: Sequence[Action | int]):
    state = rules.initial_state(setup)
    out = []
    for a in actions:
        legal = rules.legal_actions(state)
        i = a if isinstance(a, int) else legal.index(a) if a in legal else -1
        if not 0 <= i < len(legal):
            raise IllegalAction(f"action {len(out) + 1} ({a}) is not legal in that game",
                                key="link.encode_illegal", move=len(out) + 1)
        out.append(((len(legal) - 1).bit_length(), i))
        state = rules._apply(state, legal[i])
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
    acc = nbits = 0
    for width, index in choices:
        acc = (acc << width) | index
        nbits += width
    nbytes = (nbits + 7) // 8
    head += (acc << (nbytes * 8 - nbits)).to_bytes(nbytes, "big")
    head += zlib.crc32(head).to_bytes(4, "big")
    return base64.urlsafe_b64encode(bytes(head)).rstrip(b"=").decode()


def _parse(code: str) -> tuple[Setup, int, int, int]:
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
    if version != FORMAT:
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
    names = []
    for _ in range(min(players, 8)):
        try:
            names.append(r.blob(400).decode())
        except UnicodeDecodeError:
            raise BadInput("the link holds a damaged player name", key="link.name") from None
    try:
        options = json.loads(r.blob(4000).decode())
    except (UnicodeDecodeError, ValueError):
        raise BadInput("the link holds damaged game options", key="link.options") from None
    if not isinstance(options, dict):
        raise BadInput("the link holds damaged game options", key="link.options")
    rules = get_rules(ids[gi])
    setup = rules.make_setup(players, seed, names, options)
    count = r.varint()
    return setup, count, r.pos, len(body)


def decode(code: str) -> tuple[Setup, list[int], BaseState]:
    """Parse and replay a share code: ``(setup, action indices, final state)``.

    Raises ``BadInput`` with a player-facing message for anything damaged or foreign.
    """
    setup, count, pos, end = _parse(code)
    body = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))[:-4]
    bits = int.from_bytes(body[pos:end], "big")
    avail = (end - pos) * 8
    if count > avail + 10_000:
        raise BadInput("the link is damaged (it claims more moves than it holds)", key="link.count")
    rules = get_rules(setup.game)
    state = rules.initial_state(setup)
    used = 0
    indices: list[int] = []
    for n in range(count):
        legal = rules.legal_actions(state)
        if not legal:
            raise BadInput(f"the link is damaged (move {n + 1} comes after the game ended)",
                           key="link.after_end", move=n + 1)
        width = (len(legal) - 1).bit_length()
        if used + width > avail:
            raise BadInput("the link is cut short", key="link.short")
        i = (bits >> (avail - used - width)) & ((1 << width) - 1)
        used += width
        if i >= len(legal):
            raise BadInput(f"the link is damaged (move {n + 1} is not a legal move)",
                           key="link.illegal", move=n + 1)
        indices.append(i)
        state = rules._apply(state, legal[i])
    if avail - used >= 8 or bits & ((1 << (avail - used)) - 1):
        raise BadInput("the link is damaged (it has extra data)", key="link.extra")
    return setup, indices, state

