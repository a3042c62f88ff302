"""Data files shipped inside a package, read through that package's own loader.

The browser imports the engine straight from its wheel, a zip on ``sys.path`` that is never
unpacked (web/engine/pyodide.mjs; issue 36), so a data file there has no path on disk: a
package's loader reads it wherever the package came from, a source tree, an installed wheel or a
zip. (``importlib.resources`` reads a zip through the ``zipfile`` module, which a start would
import for nothing; the loader's own ``get_data`` needs no module the import system lacks.)
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pathlib import Path  # imported only where a path is asked for: a start never needs one


class Readable(Protocol):
    """What a reader of a data file needs: its name (for messages) and its bytes."""

    @property
    def name(self) -> str: ...

    def read_bytes(self) -> bytes: ...


@dataclass(frozen=True)
class DataFile:
    """The file ``relpath`` ('/'-separated) inside the package ``package`` (dotted)."""

    package: str
    relpath: str

    @property
    def name(self) -> str:
        """The file's own name (its last path part)."""
        return self.relpath.rsplit("/", 1)[-1]

    def _location(self) -> tuple[object, str]:
        """The package's loader and the file's path as that loader names it."""
        spec = importlib.import_module(self.package).__spec__
        if spec is None or spec.origin is None or spec.loader is None:
            raise OSError(f"{self.package} is not a package with files")
        return spec.loader, os.path.join(os.path.dirname(spec.origin), *self.relpath.split("/"))

    def read_bytes(self) -> bytes:
        """The file's bytes; ``OSError`` when the package holds no such file."""
        loader, where = self._location()
        get_data = getattr(loader, "get_data", None)
        if get_data is None:
            raise OSError(f"{self.package} cannot read its files")
        data: object = get_data(where)
        if not isinstance(data, bytes):
            raise OSError(f"{self.package} read {self.relpath} as {type(data).__name__}")
        return data

    def read_text(self, encoding: str = "utf-8") -> str:
        """The file's text."""
        return self.read_bytes().decode(encoding)

    @property
    def path(self) -> Path:
        """Where the file lies on disk: for the scripts and tests that write or compare it in a
        source tree (a package imported from a zip has no such path)."""
        from pathlib import Path

        _, where = self._location()
        return Path(where)
