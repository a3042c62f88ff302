"""Data validated once, when it is written, and read back at start-up without validating it again.

The card catalogues are the same bytes at every start, so validating them into pydantic models
there (building the validators of a whole model tree, then running them) repeats work whose
answer never changes. Instead the validated objects are written, by ``scripts/compact_data.py``
(run by the build and checked by the tests), as *compact data*: plain JSON that names each
object's class and holds its already-checked fields, so reading it back builds each object with
``model_construct`` (no validator, no schema) or a dataclass's ``__init__``.

A compact file is one header line and a body. The header holds two digests: of the body (a file
changed after it was written is refused) and of the source data it was made from (a data file
edited since is refused too, so a stale compact file is never read). A refused file raises
:class:`CompactError`; the caller then validates the sources as before (correct, only slower).
The digests are CRC-32s (``zlib``): they guard against damage and stale files, not against
someone able to write the engine's files (who could change its code as well), and in Pyodide
``import hashlib`` alone costs more than reading the whole catalogue back.

Encoding: ``None``, booleans, numbers and strings as themselves; a tuple as a JSON array (tuples
are what the frozen models hold); anything else as an object with one tag: ``{"$l": [...]}``
a list, ``{"$s": [...]}`` a frozenset (sorted), ``{"$d": {...}}`` a dict with string keys,
``{"$k": [[key, value], ...]}`` any other dict, ``{"$m": class, "f": {...}, "u": [...]}`` a
pydantic model (``u``: its fields left at their defaults, so ``model_fields_set`` is kept) and
``{"$c": class, "f": {...}}`` a dataclass. Only the classes the caller names may be built.
"""

from __future__ import annotations

import dataclasses
import json
import zlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

FORMAT = "pax-compact"
VERSION = 2  # 2: CRC-32 digests


class CompactError(ValueError):
    """A compact file that must not be read: missing, altered, stale or of another format."""


def digest(parts: Iterable[bytes]) -> str:
    """CRC-32 of ``parts``, each length-prefixed (so their boundaries count), as 8 hex digits."""
    crc = 0
    for part in parts:
        crc = zlib.crc32(part, zlib.crc32(len(part).to_bytes(8, "big"), crc))
    return f"{crc:08x}"


def _is_model(value: object) -> bool:
    return hasattr(type(value), "__pydantic_fields__") and hasattr(value, "__pydantic_fields_set__")


class _Encoder:
    """Writes values as compact data, each distinct object once (see :func:`encode`)."""

    def __init__(self, classes: Mapping[str, type]) -> None:
        self.classes = classes
        self.objects: list[Any] = []
        self.index: dict[str, int] = {}

    def ref(self, node: dict[str, Any]) -> dict[str, int]:
        key = json.dumps(node)  # key order kept: a dict's order is part of its value here
        if key not in self.index:
            self.index[key] = len(self.objects)
            self.objects.append(node)
        return {"$r": self.index[key]}

    def value(self, value: Any) -> Any:
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        if isinstance(value, tuple):
            return [self.value(v) for v in value]
        if isinstance(value, list):
            return {"$l": [self.value(v) for v in value]}
        if isinstance(value, frozenset):
            items = [self.value(v) for v in value]
            return {"$s": sorted(items, key=lambda v: json.dumps(v, sort_keys=True))}
        if isinstance(value, dict):
            if all(isinstance(k, str) for k in value):
                return {"$d": {k: self.value(v) for k, v in value.items()}}
            return {"$k": [[self.value(k), self.value(v)] for k, v in value.items()]}
        name = type(value).__name__
        if self.classes.get(name) is not type(value):
            raise TypeError(f"compact data cannot hold a {type(value).__qualname__} ({name} is not a named class)")
        if _is_model(value):
            if getattr(value, "__pydantic_extra__", None) or getattr(value, "__pydantic_private__", None):
                raise TypeError(f"compact data cannot hold {name}'s extra or private attributes")
            fields = {k: self.value(v) for k, v in vars(value).items()}
            model: Any = value
            unset = sorted(set(fields) - model.model_fields_set)
            return self.ref({"$m": name, "f": fields, **({"u": unset} if unset else {})})
        if dataclasses.is_dataclass(value):
            return self.ref({"$c": name, "f": {f.name: self.value(getattr(value, f.name))
                                               for f in dataclasses.fields(value)}})
        raise TypeError(f"compact data cannot hold a {name}")


def encode(value: Any, classes: Mapping[str, type]) -> Any:
    """``value`` as JSON-ready compact data: ``{"objects": [...], "value": ...}``, where each
    distinct model or dataclass is written once in ``objects`` (after those it holds) and named
    elsewhere as ``{"$r": index}``. A type it cannot write raises ``TypeError``."""
    enc = _Encoder(classes)
    top = enc.value(value)
    return {"objects": enc.objects, "value": top}


_new = object.__new__
_set = object.__setattr__


def decode(data: Any, classes: Mapping[str, type]) -> Any:
    """The value :func:`encode` wrote, its objects built without validation: a model as
    ``model_construct`` builds one (its fields set as they are, no default filled in), a
    dataclass by its ``__init__``. Equal objects come back as one (all are frozen)."""
    built: list[Any] = []

    def value(v: Any) -> Any:
        t = type(v)
        if t is list:
            return tuple([value(x) for x in v])
        if t is not dict:
            return v
        if "$r" in v:
            return built[v["$r"]]
        if "$d" in v:
            return {k: value(x) for k, x in v["$d"].items()}
        if "$l" in v:
            return [value(x) for x in v["$l"]]
        if "$s" in v:
            return frozenset(value(x) for x in v["$s"])
        if "$k" in v:
            return {value(k): value(x) for k, x in v["$k"]}
        raise CompactError(f"compact data holds an object without a known tag: {sorted(v)[:3]}")

    for node in data["objects"]:
        fields = {k: value(x) for k, x in node["f"].items()}
        if "$c" in node:
            built.append(classes[node["$c"]](**fields))
            continue
        cls = classes[node["$m"]]
        if getattr(cls, "__pydantic_post_init__", None) or getattr(cls, "__pydantic_root_model__", False):
            built.append(cls.model_construct(  # type: ignore[attr-defined]
                _fields_set=set(fields) - set(node.get("u", ())), **fields))
            continue
        obj: Any = _new(cls)  # what model_construct does, without its per-field defaults and aliases
        _set(obj, "__dict__", fields)
        _set(obj, "__pydantic_fields_set__", set(fields) - set(node["u"]) if "u" in node else set(fields))
        _set(obj, "__pydantic_extra__", None)
        _set(obj, "__pydantic_private__", None)
        built.append(obj)
    return value(data["value"])


def dumps(value: Any, classes: Mapping[str, type], sources: str) -> str:
    """The text of a compact file holding ``value``, made from data whose digest is ``sources``."""
    # keys in their order (a model's fields, a dict's items): that order comes back as written
    body = json.dumps(encode(value, classes), ensure_ascii=False, separators=(",", ":"))
    head = {"format": FORMAT, "version": VERSION, "sources": sources,
            "body": digest([body.encode()])}
    return json.dumps(head, sort_keys=True) + "\n" + body + "\n"


def loads(text: bytes, classes: Mapping[str, type], sources: str) -> Any:
    """The value a compact file holds, once both its digests check; else :class:`CompactError`."""
    head_text, _, body = text.partition(b"\n")
    try:
        head = json.loads(head_text)
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
        return decode(json.loads(body), classes)
    except (KeyError, TypeError, ValueError) as exc:  # a class renamed or a field removed since
        raise CompactError(f"the compact file does not fit the code: {exc!r}") from None


@dataclass(frozen=True)
class Compacted:
    """One compact file: where it lives, the digest of its sources, how to validate them into the
    value it holds (the slow, checked way) and the classes it may build."""

    path: Path
    sources: Callable[[], str]
    validate: Callable[[], Any]
    classes: Callable[[], Mapping[str, type]]

    def load(self) -> Any:
        """The file's value, unvalidated; :class:`CompactError` if it must not be read."""
        try:
            text = self.path.read_bytes()
        except OSError as exc:
            raise CompactError(f"no compact file {self.path.name}: {exc.strerror}") from None
        return loads(text, self.classes(), self.sources())

    def load_or_validate(self) -> Any:
        """The file's value, or (the file refused) the sources validated, with a warning."""
        try:
            return self.load()
        except CompactError as exc:
            import warnings

            warnings.warn(f"{self.path.name}: {exc}; validating the data instead", stacklevel=2)
            return self.validate()

    def text(self) -> str:
        """The file's text as it should be now (the sources validated)."""
        return dumps(self.validate(), self.classes(), self.sources())


def classes_of(*namespaces: Mapping[str, Any]) -> dict[str, type]:
    """Every pydantic model and dataclass defined in these module namespaces, by name."""
    out: dict[str, type] = {}
    for ns in namespaces:
        for name, obj in ns.items():
            if isinstance(obj, type) and name == obj.__name__ and (
                    hasattr(obj, "__pydantic_fields__") or dataclasses.is_dataclass(obj)):
                out[name] = obj
    return out


def source_digest(files: Iterable[Path], classes: Mapping[str, type]) -> str:
    """The digest of data files' bytes (in the order given) and of the classes' field names, so a
    compact file is stale once a data file is edited or a model gains or loses a field. (A changed
    validator or default is caught by the tests, which compare the file with a fresh validation.)"""
    shape = json.dumps({name: sorted(cls.__pydantic_fields__ if hasattr(cls, "__pydantic_fields__")
                                     else (f.name for f in dataclasses.fields(cls)))
                        for name, cls in sorted(classes.items())}, sort_keys=True)
    return digest([*(p.read_bytes() for p in files), shape.encode()])
