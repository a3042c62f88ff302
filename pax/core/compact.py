"""Data validated once, when it is written, and read back at start-up without validating it again.

The card catalogues are the same bytes at every start, so validating them (pydantic reading the
data files into the catalogue's records, ``pax.core.record``) repeats work whose answer never
changes. Instead the validated objects are written, by ``scripts/compact_data.py`` (run by the
build and checked by the tests), as *compact data*: plain JSON that names each object's class
and holds its already-checked fields, so reading it back builds each record (a dataclass) with
its fields set as they are: no validation, no ``__post_init__``, no pydantic.

A compact file is one header line and a body. The header holds two digests: of the body (a file
changed after it was written is refused) and of the source data it was made from (a data file
edited since is refused too, so a stale compact file is never read). A refused file raises
:class:`CompactError`; the caller then validates the sources as before (correct, only slower).
The digests are CRC-32s (``zlib``): they guard against damage and stale files, not against
someone able to write the engine's files (who could change its code as well), and in Pyodide
``import hashlib`` alone costs more than reading the whole catalogue back.

Encoding: ``None``, booleans, numbers and strings as themselves; a tuple as a JSON array (tuples
are what the frozen records hold); anything else as an object with one tag: ``{"$l": [...]}``
a list, ``{"$s": [...]}`` a frozenset (sorted), ``{"$d": {...}}`` a dict with string keys,
``{"$k": [[key, value], ...]}`` any other dict and ``{"$c": class, "f": {...}}`` a dataclass.
Only the classes the caller names may be built.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import zlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeAlias, TypeGuard, TypeVar, cast

from .packagedata import Readable

FORMAT = "pax-compact"
VERSION = 3  # 2: CRC-32 digests; 3: dataclasses only (no pydantic model)

#: a JSON value as ``json`` reads and writes it (compact data is JSON throughout)
Json: TypeAlias = None | bool | int | float | str | list["Json"] | dict[str, "Json"]

T = TypeVar("T")


class CompactError(ValueError):
    """A compact file that must not be read: missing, altered, stale or of another format."""


def digest(parts: Iterable[bytes]) -> str:
    """CRC-32 of ``parts``, each length-prefixed (so their boundaries count), as 8 hex digits."""
    crc = 0
    for part in parts:
        crc = zlib.crc32(part, zlib.crc32(len(part).to_bytes(8, "big"), crc))
    return f"{crc:08x}"


def _is_dict(value: object) -> TypeGuard[dict[object, object]]:
    return isinstance(value, dict)


def _attr(obj: object, name: str) -> object:
    value: object = getattr(obj, name)
    return value


def _sort_key(value: Json) -> str:
    return json.dumps(value, sort_keys=True)


class _Encoder:
    """Writes values as compact data, each distinct object once (see :func:`encode`)."""

    def __init__(self, classes: Mapping[str, type]) -> None:
        self.classes = classes
        self.objects: list[Json] = []
        self.index: dict[str, int] = {}

    def ref(self, node: dict[str, Json]) -> dict[str, Json]:
        key = json.dumps(node)  # key order kept: a dict's order is part of its value here
        if key not in self.index:
            self.index[key] = len(self.objects)
            self.objects.append(node)
        return {"$r": self.index[key]}

    def value(self, value: object) -> Json:
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        if isinstance(value, tuple):
            return [self.value(v) for v in value]
        if isinstance(value, list):
            return {"$l": [self.value(v) for v in value]}
        if isinstance(value, frozenset):
            items = [self.value(v) for v in value]
            return {"$s": sorted(items, key=_sort_key)}
        if _is_dict(value):
            named = {k: v for k, v in value.items() if isinstance(k, str)}
            if len(named) == len(value):
                return {"$d": {k: self.value(v) for k, v in named.items()}}
            return {"$k": [[self.value(k), self.value(v)] for k, v in value.items()]}
        name = type(value).__name__
        if self.classes.get(name) is not type(value):
            raise TypeError(f"compact data cannot hold a {type(value).__qualname__} ({name} is not a named class)")
        if dataclasses.is_dataclass(value):
            return self.ref({"$c": name, "f": {f: self.value(_attr(value, f)) for f in _dataclass_fields(value)}})
        raise TypeError(f"compact data cannot hold a {name}")


def _dataclass_fields(value: object) -> list[str]:
    """The names of a dataclass's fields (``value`` an instance or the class), in their order."""
    assert dataclasses.is_dataclass(value)
    fields: tuple[dataclasses.Field[object], ...] = dataclasses.fields(value)
    return [f.name for f in fields]
def encode(value: object, classes: Mapping[str, type]) -> dict[str, Json]:
    """``value`` as JSON-ready compact data: ``{"objects": [...], "value": ...}``, where each
    distinct dataclass is written once in ``objects`` (after those it holds) and named
    elsewhere as ``{"$r": index}``. A type it cannot write raises ``TypeError``."""
    enc = _Encoder(classes)
    top = enc.value(value)
    return {"objects": enc.objects, "value": top}


_new: Callable[[type], object] = object.__new__
_set: Callable[[object, str, object], None] = object.__setattr__


def _list(v: Json) -> list[Json]:
    if not isinstance(v, list):
        raise TypeError(f"compact data holds a {type(v).__name__} where a list belongs")
    return v


def _dict(v: Json) -> dict[str, Json]:
    if not isinstance(v, dict):
        raise TypeError(f"compact data holds a {type(v).__name__} where an object belongs")
    return v


def _str(v: Json) -> str:
    if not isinstance(v, str):
        raise TypeError(f"compact data holds a {type(v).__name__} where a string belongs")
    return v


def _int(v: Json) -> int:
    if not isinstance(v, int):
        raise TypeError(f"compact data holds a {type(v).__name__} where an index belongs")
    return v


def _build(cls: type, fields: dict[str, object]) -> object:
    """An instance of ``cls`` (a dataclass) from its fields: its ``__dict__`` set to them, so that
    its ``__post_init__`` checks (already passed when the file was written) are not run again;
    through its ``__init__`` for a dataclass without a ``__dict__`` or fields that do not fit."""
    if "__slots__" not in cls.__dict__ and list(fields) == _dataclass_fields(cls):
        obj = _new(cls)
        _set(obj, "__dict__", fields)
        return obj
    built: object = cls(**fields)
    return built


def decode(data: Json, classes: Mapping[str, type]) -> object:
    """The value :func:`encode` wrote, its objects built without validation: each dataclass with
    its fields set as they are. Equal objects come back as one (all are frozen)."""
    built: list[object] = []

    def value(v: Json) -> object:
        if type(v) is list:
            return tuple([value(x) for x in v])
        if type(v) is not dict:
            return v
        if "$r" in v:
            return built[_int(v["$r"])]
        if "$d" in v:
            return {k: value(x) for k, x in _dict(v["$d"]).items()}
        if "$l" in v:
            return [value(x) for x in _list(v["$l"])]
        if "$s" in v:
            return frozenset(value(x) for x in _list(v["$s"]))
        if "$k" in v:
            return {value(k): value(x) for k, x in map(_list, _list(v["$k"]))}
        raise CompactError(f"compact data holds an object without a known tag: {sorted(v)[:3]}")

    top = _dict(data)
    for node in map(_dict, _list(top["objects"])):
        fields = {k: value(x) for k, x in _dict(node["f"]).items()}
        built.append(_build(classes[_str(node["$c"])], fields))
    return value(top["value"])


def dumps(value: object, classes: Mapping[str, type], sources: str) -> str:
    """The text of a compact file holding ``value``, made from data whose digest is ``sources``."""
    # keys in their order (a record's fields, a dict's items): that order comes back as written
    body = json.dumps(encode(value, classes), ensure_ascii=False, separators=(",", ":"))
    head = {"format": FORMAT, "version": VERSION, "sources": sources,
            "body": digest([body.encode()])}
    return json.dumps(head, sort_keys=True) + "\n" + body + "\n"


def loads(text: bytes, classes: Mapping[str, type], sources: str) -> object:
    """The value a compact file holds, once both its digests check; else :class:`CompactError`."""
    head_text, _, body = text.partition(b"\n")
    try:
        head: Json = json.loads(head_text)
    except ValueError:
        raise CompactError("the compact file has no header") from None
    if not isinstance(head, dict) or head.get("format") != FORMAT or head.get("version") != VERSION:
        raise CompactError("the compact file is of another format")
    if head.get("sources") != sources:
        raise CompactError("the compact file was made from other data (run scripts/compact_data.py)")
    body = body.removesuffix(b"\n")
    if head.get("body") != digest([body]):
        raise CompactError("the compact file was altered after it was written")
    try:
        data: Json = json.loads(body)
        return decode(data, classes)
    except (KeyError, TypeError, ValueError) as exc:  # a class renamed or a field removed since
        raise CompactError(f"the compact file does not fit the code: {exc!r}") from None


@dataclass(frozen=True)
class Compacted(Generic[T]):
    """One compact file: which file of its package it is, the digest of its sources, how to
    validate them into the value it holds (the slow, checked way) and the classes it may build."""

    file: Readable
    sources: Callable[[], str]
    validate: Callable[[], T]
    classes: Callable[[], Mapping[str, type]]

    def load(self) -> T:
        """The file's value, unvalidated; :class:`CompactError` if it must not be read."""
        try:
            text = self.file.read_bytes()
        except OSError as exc:
            raise CompactError(f"no compact file {self.file.name}: {exc.strerror or exc}") from None
        # Trusted: ``scripts/compact_data.py`` wrote the file from ``validate()``'s value (a T), and
        # both digests have just matched (the same bytes, from the same sources and record fields).
        return cast(T, loads(text, self.classes(), self.sources()))

    def load_or_validate(self) -> T:
        """The file's value, or (the file refused) the sources validated, with a warning."""
        try:
            return self.load()
        except CompactError as exc:
            import warnings

            warnings.warn(f"{self.file.name}: {exc}; validating the data instead", stacklevel=2)
            return self.validate()

    def text(self) -> str:
        """The file's text as it should be now (the sources validated)."""
        return dumps(self.validate(), self.classes(), self.sources())


def classes_of(*namespaces: Mapping[str, object]) -> dict[str, type]:
    """Every dataclass defined in these module namespaces, by name (not one a module imported)."""
    out: dict[str, type] = {}
    for ns in namespaces:
        for name, obj in ns.items():
            if (inspect.isclass(obj) and name == obj.__name__ and dataclasses.is_dataclass(obj)
                    and obj.__module__ == ns.get("__name__")):
                out[name] = obj
    return out


def _field_names(cls: type) -> list[str]:
    """A dataclass's field names, sorted."""
    return sorted(_dataclass_fields(cls))


def source_digest(files: Iterable[Readable], classes: Mapping[str, type]) -> str:
    """The digest of data files' bytes (in the order given) and of the classes' field names, so a
    compact file is stale once a data file is edited or a record gains or loses a field. (A changed
    validator or default is caught by the tests, which compare the file with a fresh validation.)"""
    fields: dict[str, list[str]] = {name: _field_names(classes[name]) for name in sorted(classes)}
    shape = json.dumps(fields, sort_keys=True)
    return digest([*(p.read_bytes() for p in files), shape.encode()])
