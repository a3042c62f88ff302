"""Pax Renaissance (1st edition): the rules engine. Start with ``ARCHITECTURE.md``;
the rules object is ``pax.get_rules("renaissance")`` (``rules.RenaissanceRules``)."""
