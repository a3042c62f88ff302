"""Engine sentences in English and Hungarian: one catalogue format for every game.

A catalogue is a :class:`Sentences` built from ``{"en": {key: template}, "hu": {key: template}}``;
a template fills ``{field}`` names with ``str.format``. ``SAY(lang, key, **fields)`` gives the
sentence (an unknown language reads English); ``SAY[lang]`` is the table of one language, for
code that looks words up by id. Every catalogue is listed in :data:`CATALOGUES`, so one test checks
that each key has a text in both languages.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from string import Formatter

LANGS = ("en", "hu")


class Sentences(Mapping[str, Mapping[str, str]]):
    """One catalogue of sentences (or words) in every language of :data:`LANGS`."""

    def __init__(self, name: str, texts: Mapping[str, Mapping[str, str]]) -> None:
        self.name = name
        self._texts = {lang: dict(texts.get(lang, {})) for lang in (*LANGS, *texts)}
        CATALOGUES.append(self)

    def __call__(self, lang: str, key: str, **fields: object) -> str:
        """The sentence ``key`` in ``lang`` with its fields filled."""
        table = self._texts["hu" if lang == "hu" else "en"]
        return table[key].format(**fields) if fields else table[key]

    def __getitem__(self, lang: str) -> Mapping[str, str]:
        return self._texts[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)

    def problems(self) -> list[str]:
        """Keys without a text in some language, languages outside :data:`LANGS`, broken templates."""
        out = [f"{self.name}: unknown language {lang!r}" for lang in self._texts if lang not in LANGS]
        keys = set().union(*(set(t) for t in self._texts.values()))
        for lang in LANGS:
            missing = sorted(keys - set(self._texts[lang]))
            if missing:
                out.append(f"{self.name}: no {lang} text for {missing}")
            for key, text in self._texts[lang].items():
                try:
                    list(Formatter().parse(text))
                except ValueError as exc:
                    out.append(f"{self.name}: the {lang} text of {key!r} is not a template ({exc})")
        return out


#: every catalogue made so far (importing a game's modules makes its catalogues)
CATALOGUES: list[Sentences] = []
