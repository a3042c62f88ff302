"""The type of JSON data: what ``json.loads`` returns and what a reply may hold.

Untrusted input (a request, a save, link options) is read as ``JSON`` and narrowed with
``isinstance`` before it is used, so a checker follows every test the code makes of it.
"""

from __future__ import annotations

from typing import TypeAlias

#: A JSON value as Python holds it: ``null``, ``true``/``false``, a number, a text, an array or an
#: object (whose keys JSON makes texts).
JSON: TypeAlias = None | bool | int | float | str | list["JSON"] | dict[str, "JSON"]
#: A JSON object (a request, a save).
JSONObject: TypeAlias = dict[str, JSON]
