"""Pax Transhumanity: the rules engine (see ARCHITECTURE.md)."""
