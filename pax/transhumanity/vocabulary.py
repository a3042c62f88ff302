"""The game's fixed vocabulary, named once: spheres (Market columns) and disciplines (colours), with
their words in English and Hungarian. Every other module takes these names from here."""

from __future__ import annotations

from typing import Literal

Sphere = Literal["FW", "DW", "CL", "SP"]
Discipline = Literal["Y", "G", "B", "O"]

#: Column order of the Market and the boards; sphere index == column index == discipline index.
SPHERES: tuple[Sphere, ...] = ("FW", "DW", "CL", "SP")
DISCIPLINES: tuple[Discipline, ...] = ("Y", "G", "B", "O")
COL_OF_SPHERE: dict[str, int] = {s: i for i, s in enumerate(SPHERES)}

SPHERE_WORDS: dict[str, dict[str, str]] = {
    "en": {"FW": "First World", "DW": "Developing World", "CL": "Cloud", "SP": "Space"},
    "hu": {"FW": "Első világ", "DW": "Fejlődő világ", "CL": "Felhő", "SP": "Űr"},
}
DISCIPLINE_WORDS: dict[str, dict[str, str]] = {
    "en": {"Y": "Transbiology", "G": "Group Dynamics", "B": "Computing", "O": "Assembly"},
    "hu": {"Y": "Transzbiológia", "G": "Csoportdinamika", "B": "Számítástechnika", "O": "Összeszerelés"},
}
#: A discipline's colour, as the cards and boards show it.
COLOUR_WORDS: dict[str, dict[str, str]] = {
    "en": {"Y": "yellow", "G": "green", "B": "blue", "O": "orange"},
    "hu": {"Y": "sárga", "G": "zöld", "B": "kék", "O": "narancs"},
}
