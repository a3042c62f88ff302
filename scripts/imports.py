"""Which modules a body of Python code can import: the build ships only those of the stdlib.

A module's imports are read from its source (``ast``): every ``import`` and ``from … import``
anywhere in it, inside functions and ``try`` blocks too, relative ones resolved, and
``importlib.import_module``/``__import__`` calls with a constant name. The closure from a set of
roots over-approximates what a run can import; names built at run time (codec lookup,
``sysconfig``'s data module, Pyodide's start) are not seen and must be given as roots.
"""

from __future__ import annotations

import ast
import zipfile
from pathlib import Path


class Source:
    """Python sources by module name (``a.b``), each with whether it is a package's ``__init__``."""

    def __init__(self) -> None:
        self.code: dict[str, tuple[bytes, bool]] = {}

    def add(self, path: str, data: bytes) -> None:
        """Add one file by its path under a ``sys.path`` entry (``a/b.py``, ``a/__init__.py``)."""
        if not path.endswith(".py"):
            return
        name = path[:-3].replace("/", ".")
        package = name.endswith(".__init__")
        self.code.setdefault(name.removesuffix(".__init__"), (data, package))

    def add_zip(self, path: Path, leave_out: tuple[str, ...] = ()) -> None:
        """Every ``.py`` file of a zip (a wheel, the stdlib) but those whose path starts with one
        of ``leave_out``."""
        with zipfile.ZipFile(path) as zf:
            for info in zf.infolist():
                if not info.filename.startswith(leave_out):
                    self.add(info.filename, zf.read(info.filename))

    def add_tree(self, root: Path, package: str) -> None:
        """Every ``.py`` file of the package folder ``root``, named as package ``package``."""
        for path in sorted(root.rglob("*.py")):
            if "__pycache__" not in path.parts:
                self.add(f"{package}/{path.relative_to(root).as_posix()}", path.read_bytes())

    def under(self, package: str) -> set[str]:
        """``package`` and every module inside it."""
        return {m for m in self.code if m == package or m.startswith(package + ".")}


def imported_names(code: bytes, module: str, package: bool) -> set[str]:
    """Every dotted name the module's code may import (``from a import b`` gives ``a`` and ``a.b``)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return set()
    base = module if package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in _walk_imported(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = base
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                target = f"{anchor}.{node.module}" if node.module else anchor
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            first = node.args[0]
            if called in ("import_module", "__import__") and isinstance(first, ast.Constant) \
                    and isinstance(first.value, str) and not first.value.startswith("."):
                found.add(first.value)
    return found


def _is_main_guard(node: ast.AST) -> bool:
    """``if __name__ == "__main__":``: a block that never runs when the module is imported."""
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
            and len(test.comparators) == 1 and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value == "__main__")


def _walk_imported(tree: ast.AST):  # type: ignore[no-untyped-def]
    """Every node of ``tree`` but those of its ``__main__`` blocks (their ``else`` kept)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        if _is_main_guard(node):
            todo.extend(node.orelse)  # type: ignore[attr-defined]
        else:
            todo.extend(ast.iter_child_nodes(node))


def closure(source: Source, roots: set[str]) -> set[str]:
    """The modules of ``source`` that ``roots`` import, directly or not (importing ``a.b.c``
    also imports ``a`` and ``a.b``), the roots included."""
    seen: set[str] = set()
    todo = [r for r in roots if r in source.code]
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        code, package = source.code[module]
        for name in imported_names(code, module, package):
            parts = name.split(".")
            for i in range(1, len(parts) + 1):
                prefix = ".".join(parts[:i])
                if prefix in source.code and prefix not in seen:
                    todo.append(prefix)
    return seen
